import { describe, expect, it } from 'vitest';
import { formatByteLimit, formatBytes, formatCountLimit, usagePercent } from './format-usage';

describe('byte display (001 §9)', () => {
  it('reads the admin list bytes: 5368709120 bytes is 5.0 GB', () => {
    expect(formatBytes(5368709120)).toBe('5.0 GB');
    expect(formatBytes(10737418240)).toBe('10.0 GB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatByteLimit(0)).toBe('Unlimited');
  });

  it("says 'Unlimited' for 'unlimited' and for 999 or more", () => {
    expect(formatCountLimit('unlimited')).toBe('Unlimited');
    expect(formatCountLimit('999')).toBe('Unlimited');
    expect(formatCountLimit(1000)).toBe('Unlimited');
    expect(formatCountLimit('998')).toBe('998');
    expect(formatCountLimit(null)).toBe('–');
  });

  it('caps the usage percent at 100', () => {
    expect(usagePercent(50, 200)).toBe(25);
    expect(usagePercent(300, 200)).toBe(100);
    expect(usagePercent(10, 0)).toBe(0);
  });
});
