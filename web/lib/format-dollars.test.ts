import { describe, expect, it } from 'vitest';
import { formatDollars } from './format-dollars';

// Written by hand for whole cents; the result must be exactly what toLocaleString wrote before.
const byIntl = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('formatDollars', () => {
  it('writes dollars and cents, grouped, as toLocaleString does', () => {
    expect(formatDollars(214_150)).toBe('$2,141.50');
    expect(formatDollars(500)).toBe('$5.00');
    expect(formatDollars(7)).toBe('$0.07');
    for (const cents of [
      0,
      1,
      9,
      10,
      99,
      100,
      101,
      999,
      1_000,
      99_999,
      100_000,
      123_456_789,
      -1,
      -150,
      -123_456,
      1.5,
      -0,
      2 ** 53,
    ]) {
      expect(formatDollars(cents), String(cents)).toBe(byIntl(cents));
    }
  });

  it('keeps every cent of a sum too large for a float division to hold exactly', () => {
    // (cents / 100) as a double is 90071992547409.91 only approximately; toLocaleString wrote .90.
    expect(formatDollars(Number.MAX_SAFE_INTEGER)).toBe('$90,071,992,547,409.91');
  });
});
