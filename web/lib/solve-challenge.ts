// The public forms' proof of work (the abuse report and the guest ticket; docs/decisions.md, 'Abuse reports'): find a nonce such that
// SHA-256("<challenge>:<nonce>") starts with `bits` zero bits. WebCrypto does the hashing; the server checks once.

function hasLeadingZeroBits(digest: Uint8Array, bits: number): boolean {
  const whole = Math.floor(bits / 8);
  for (let i = 0; i < whole; i++) if (digest[i] !== 0) return false;
  const rest = bits % 8;
  return rest === 0 || digest[whole] >> (8 - rest) === 0;
}

export async function solveChallenge(challenge: string, bits: number, signal?: AbortSignal): Promise<string> {
  const encoder = new TextEncoder();
  for (let nonce = 0; ; nonce++) {
    if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(`${challenge}:${nonce}`)));
    if (hasLeadingZeroBits(digest, bits)) return String(nonce);
  }
}
