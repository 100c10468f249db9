/**
 * The constraint named by a PostgreSQL unique violation (23505), looking through Drizzle's wrapper;
 * undefined for any other error. Same code on PGlite and PostgreSQL.
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}
/** Whether a database error (or what Drizzle wrapped) carries a PostgreSQL SQLSTATE: 23505 unique, 23503 foreign key. */
export function hasPgCode(error: unknown, code: '23505' | '23503'): boolean {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}
