/**
 * Where security and admin events go (security-test-plan P16). Every module takes one; it lives here, below
 * the modules, so none has to reach into another's folder for it. Never given passwords, tokens or phrases.
 */
export interface AuditLog {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}
