import { createHash, randomBytes } from 'node:crypto';

// The public forms' proof of work (the abuse report and the guest ticket; docs/decisions.md, 'Abuse reports'): the browser finds a nonce such
// that SHA-256("<challenge>:<nonce>") starts with `bits` zero bits. It costs a person about a second once and a
// bulk sender that second per report; checking it costs one hash. No outside captcha service sees the visitor.

export const newChallenge = () => randomBytes(16).toString('hex');

export function hasLeadingZeroBits(digest: Uint8Array, bits: number): boolean {
  const whole = Math.floor(bits / 8);
  for (let i = 0; i < whole; i++) if (digest[i] !== 0) return false;
  const rest = bits % 8;
  return rest === 0 || digest[whole] >> (8 - rest) === 0;
}

export function isSolution(challenge: string, nonce: string, bits: number): boolean {
  return hasLeadingZeroBits(createHash('sha256').update(`${challenge}:${nonce}`).digest(), bits);
}

/** Finds a nonce (tests and tools; the browser has its own WebCrypto loop in web/features/abuse-report and web/features/support). */
export function solveChallenge(challenge: string, bits: number): string {
  for (let nonce = 0; ; nonce++) if (isSolution(challenge, String(nonce), bits)) return String(nonce);
}
