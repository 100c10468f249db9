import { describe, expect, it } from 'vitest';
import { PLAN_DEFAULTS } from '../../contract/paid-hosting.js';
import {
  describePackageQuotas,
  formatByteLimit,
  formatByteSize,
  formatCountLimit,
  formatSizeLimit,
  isUnlimitedCount,
  isUnlimitedSize,
  usagePercent,
} from './format-quota';

// One reading of a quota for the client card, the admin card, the package list and the plan cards.
describe('hosting quota display', () => {
  it('shows Starter as sold, in the same units on every screen: 5.0 GB, 100.0 GB, 5 e-mail accounts, 2 databases', () => {
    expect(describePackageQuotas(PLAN_DEFAULTS.starter, 'Unlimited')).toEqual({
      disk: '5.0 GB',
      bandwidth: '100.0 GB',
      emailAccounts: '5',
      databases: '2',
      subdomains: null,
    });
    expect(describePackageQuotas({ ...PLAN_DEFAULTS.premium, subdomains: 50 }, 'Unlimited')).toMatchObject({
      disk: '10.0 GB',
      bandwidth: '200.0 GB',
      emailAccounts: '25',
      databases: '10',
      subdomains: '50',
    });
    // The client card reads the same figures from WHM (MB, counts as numbers or WHM's strings)…
    expect(formatSizeLimit(5120, 'Unlimited')).toBe('5.0 GB');
    expect(formatSizeLimit(102400, 'Unlimited')).toBe('100.0 GB');
    expect(formatCountLimit(5, 'Unlimited')).toBe('5');
    expect(formatCountLimit('2', 'Unlimited')).toBe('2');
    // …and the admin card from the list, in bytes (001 §3).
    expect(formatByteSize(5120 * 1024 * 1024)).toBe('5.0 GB');
    expect(formatByteLimit(102400 * 1024 * 1024, 'Unlimited')).toBe('100.0 GB');
  });

  it('shows MB to one decimal below 1024 MB', () => {
    expect(formatSizeLimit(512, 'Unlimited')).toBe('512.0 MB');
    expect(formatByteSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });

  it("says 'Unlimited' only for a limit that is unlimited: the word, a size of 0, a count of 999 or more", () => {
    expect(formatSizeLimit('unlimited', 'Unlimited')).toBe('Unlimited');
    expect(formatSizeLimit(0, 'Unlimited')).toBe('Unlimited');
    expect(formatByteLimit(0, 'Unlimited')).toBe('Unlimited');
    expect(formatCountLimit('unlimited', 'Unlimited')).toBe('Unlimited');
    expect(formatCountLimit(999, 'Unlimited')).toBe('Unlimited');
    expect(formatCountLimit('1000', 'Unlimited')).toBe('Unlimited');
    expect(formatCountLimit(998, 'Unlimited')).toBe('998');
    // A count of 0 is "none allowed", never unlimited.
    expect(formatCountLimit(0, 'Unlimited')).toBe('0');
    expect(isUnlimitedCount(0)).toBe(false);
    expect(isUnlimitedSize(5120)).toBe(false);
    expect(isUnlimitedSize('0')).toBe(true);
  });

  it("shows '—' for a figure nobody knows", () => {
    expect(formatCountLimit(null, 'Unlimited')).toBe('—');
    expect(formatCountLimit(undefined, 'Unlimited')).toBe('—');
    expect(formatSizeLimit(null, 'Unlimited')).toBe('—');
  });

  it('gives the used share in whole percent, capped at 100, and 0 without a limit', () => {
    expect(usagePercent(512, 5120)).toBe(10);
    expect(usagePercent(6000, 5120)).toBe(100);
    expect(usagePercent(100, 'unlimited')).toBe(0);
    expect(usagePercent(100, 0)).toBe(0);
    expect(usagePercent(-5, 100)).toBe(0);
    expect(usagePercent(1, 3)).toBe(33);
  });
});
