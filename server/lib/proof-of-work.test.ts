import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config.js';
import { hasLeadingZeroBits, isSolution, solveChallenge } from './proof-of-work.js';

describe('proof of work', () => {
  it('counts leading zero bits across and within bytes', () => {
    expect(hasLeadingZeroBits(Uint8Array.from([0, 0x0f, 0xff]), 12)).toBe(true);
    expect(hasLeadingZeroBits(Uint8Array.from([0, 0x0f, 0xff]), 13)).toBe(false);
    expect(hasLeadingZeroBits(Uint8Array.from([0, 0, 0x80]), 16)).toBe(true);
    expect(hasLeadingZeroBits(Uint8Array.from([0, 0, 0x80]), 17)).toBe(false);
  });

  it('accepts the hash the browser computes, SHA-256 of "<challenge>:<nonce>"', () => {
    const challenge = 'a'.repeat(32);
    const nonce = solveChallenge(challenge, 10);
    const digest = createHash('sha256').update(`${challenge}:${nonce}`).digest();
    expect(digest[0]).toBe(0);
    expect(digest[1] >> 6).toBe(0);
    expect(isSolution(challenge, nonce, 10)).toBe(true);
    expect(
      isSolution('b'.repeat(32), nonce, 10) &&
        isSolution('c'.repeat(32), nonce, 10) &&
        isSolution('d'.repeat(32), nonce, 10),
    ).toBe(false);
  });

  it('asks for 16 bits unless ABUSE_POW_BITS says otherwise, within 1..24', () => {
    expect(parseConfig({}).abusePowBits).toBe(16);
    expect(parseConfig({ ABUSE_POW_BITS: '8' }).abusePowBits).toBe(8);
    expect(() => parseConfig({ ABUSE_POW_BITS: '30' })).toThrow(/ABUSE_POW_BITS/);
  });
});
