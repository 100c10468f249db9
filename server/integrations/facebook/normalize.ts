import { createHash } from 'node:crypto';

// Meta's normalise-then-hash rules (reference §6, §12), so our events match what the pixel hashes itself.

const HASHED = /^[a-f0-9]{64}$/;

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** em: trimmed, lower-cased, SHA-256 hex; already-hashed values pass through; blank or not an address → undefined. */
export function hashEmail(email: string | null | undefined): string | undefined {
  const value = email?.trim().toLowerCase();
  if (!value) return undefined;
  if (HASHED.test(value)) return value;
  if (!value.includes('@')) return undefined;
  return sha256Hex(value);
}

/** external_id: our user id, hashed (recommended) so the same value is used wherever it is sent. */
export function hashExternalId(id: string | number | null | undefined): string | undefined {
  if (id === null || id === undefined || String(id).trim() === '') return undefined;
  const value = String(id).trim();
  return HASHED.test(value) ? value : sha256Hex(value);
}
