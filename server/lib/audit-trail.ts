import type { DbOrTx } from '../db/client.js';

/**
 * The audit log's write side as every module sees it. `record` runs inside the caller's transaction,
 * so an event exists exactly when the change it describes does. The table and its reads belong to
 * server/modules/audit; the logger beside this file (audit-log.ts) still gets its log lines.
 *
 * actorId, ip and userAgent default to the current request's (lib/request-context.ts); pass them to override
 * (sign-in, where nobody is signed in yet) or null for "nobody".
 */
export interface AuditEventInput {
  action: string;
  /** The account the event concerns: that user sees security events about it in their own list. */
  subjectUserId?: number | null;
  targetType?: string | null;
  targetId?: string | number | null;
  details?: Record<string, unknown>;
  actorId?: number | null;
  ip?: string | null;
  userAgent?: string | null;
}

export interface AuditTrail {
  record(tx: DbOrTx, event: AuditEventInput): Promise<void>;
}

export const SECRET_MASK = '••••';

// Key names that hold a secret wherever they appear in a details object.
const SECRET_KEY = /(password|secret|token|apikey|api_key|privatekey|private_key|sshkey|ssh_key|phrase|hash)/i;

/**
 * Details safe to store: any key that looks like a secret is replaced by the mask when it had a value (so the
 * log still says "the token was changed"), recursively. `extraSecretKeys` names more keys to mask.
 */
export function maskSecrets(
  details: Record<string, unknown>,
  extraSecretKeys: readonly string[] = [],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(details)) {
    if (SECRET_KEY.test(key) || extraSecretKeys.includes(key)) {
      out[key] = value === undefined || value === null || value === '' ? (value ?? null) : SECRET_MASK;
    } else if (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)) {
      out[key] = maskSecrets(value as Record<string, unknown>, extraSecretKeys);
    } else {
      out[key] = value instanceof Date ? value.toISOString() : value;
    }
  }
  return out;
}

/**
 * The fields of a settings change for the log: the keys that were sent, secrets masked. Values of long text
 * (header code) are cut so the log stays readable.
 */
export function changedFields(
  body: Record<string, unknown>,
  extraSecretKeys: readonly string[] = [],
): Record<string, unknown> {
  const shown: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    shown[key] = typeof value === 'string' && value.length > 200 ? `${value.slice(0, 200)}…` : value;
  }
  return maskSecrets(shown, extraSecretKeys);
}
