import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('writes counts as toLocaleString(en-US) does', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 100_000, 2_000_000, 123_456_789, Number.MAX_SAFE_INTEGER]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
      expect(formatCount(-n)).toBe((-n).toLocaleString('en-US'));
    }
    expect(formatCount(12_345)).toBe('12,345');
  });

  it('agrees with toLocaleString(en-US) on every length of whole number, and on what is not one', () => {
    for (let digits = 1; digits <= 16; digits++) {
      for (const lead of [1, 5, 9]) {
        const n = Math.min(Number.MAX_SAFE_INTEGER, lead * 10 ** (digits - 1) + (digits > 1 ? 23 : 0));
        expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
      }
    }
    for (const n of [1.5, 1234.5678, -0, 2 ** 60, Number.NaN, Infinity])
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
  });
});
