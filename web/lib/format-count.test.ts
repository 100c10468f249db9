import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('writes counts as toLocaleString(en-US) does', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 2_000_000, 123_456_789]) expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
    expect(formatCount(12_345)).toBe('12,345');
  });
});
