import { describe, expect, it } from 'vitest';
import { formatCountLimit, formatSizeLimit, isUnlimitedCount, isUnlimitedSize, usagePercent } from './format-usage';

describe('format-usage', () => {
  it("reads 'unlimited' and 0 as unlimited sizes", () => {
    expect(isUnlimitedSize('unlimited')).toBe(true);
    expect(isUnlimitedSize(0)).toBe(true);
    expect(isUnlimitedSize(5120)).toBe(false);
    expect(formatSizeLimit('unlimited')).toBe('Unlimited');
    expect(formatSizeLimit(10240)).toBe('10.0 GB');
  });

  it("shows 'Unlimited' for count limits of 'unlimited' or 999 and above", () => {
    expect(isUnlimitedCount('unlimited')).toBe(true);
    expect(isUnlimitedCount(999)).toBe(true);
    expect(isUnlimitedCount(998)).toBe(false);
    expect(isUnlimitedCount(0)).toBe(false);
    expect(formatCountLimit(999)).toBe('Unlimited');
    expect(formatCountLimit(5)).toBe('5');
    expect(formatCountLimit(0)).toBe('0');
    expect(formatCountLimit(null)).toBe('—');
  });

  it('caps the percentage at 100 and gives 0 for unlimited', () => {
    expect(usagePercent(512, 5120)).toBe(10);
    expect(usagePercent(6000, 5120)).toBe(100);
    expect(usagePercent(100, 'unlimited')).toBe(0);
    expect(usagePercent(100, 0)).toBe(0);
    expect(usagePercent(-5, 100)).toBe(0);
  });
});
