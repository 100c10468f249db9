import { describe, expect, it } from 'vitest';
import { dollarsToCents, EMPTY_PACKAGE_FORM, formatPackagePrice, formToBody } from './package-form';

describe('package form conversions', () => {
  it('sends dollars as whole cents', () => {
    expect(dollarsToCents('0')).toBe(0);
    expect(dollarsToCents('19.99')).toBe(1999);
    expect(dollarsToCents('5.5')).toBe(550);
    expect(dollarsToCents('.5')).toBe(50);
    expect(dollarsToCents('0.29')).toBe(29);
  });

  it('sends the included TLDs as a trimmed lowercase list without leading dots', () => {
    expect(
      formToBody({
        ...EMPTY_PACKAGE_FORM,
        name: 'p',
        displayName: 'P',
        whmPackageName: 'w',
        allowedTlds: ' .COM, org ,, co.za',
      }).allowedTlds,
    ).toEqual(['com', 'org', 'co.za']);
  });

  it("shows price 0 as 'Free', otherwise per month", () => {
    expect(formatPackagePrice({ price: 0, currency: 'USD' })).toBe('Free');
    expect(formatPackagePrice({ price: 999, currency: 'USD' })).toBe('$9.99/month');
    expect(formatPackagePrice({ price: 1000, currency: 'GBP' })).toBe('£10.00/month');
  });
});
