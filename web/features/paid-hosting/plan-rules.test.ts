import { describe, expect, it } from 'vitest';
import type { DomainAvailability } from '../../../contract/paid-hosting.js';
import {
  alternativeTlds,
  cleanLabel,
  fitPlanAndTld,
  paidHostingHref,
  planFits,
  prefilledTld,
  preselect,
  tldsForPlan,
} from './plan-rules';

const result = (tld: string, available: boolean): DomainAvailability => ({
  available,
  domain: `name.${tld}`,
  tld,
  message: '',
  code: available ? 'available' : 'registered',
  planTypeRequired: ['com', 'net', 'org'].includes(tld) ? 'premium' : 'starter',
});

describe('paid-hosting rules (000 §4, §5)', () => {
  it('cleans the label and falls back to .cc for a TLD we do not sell', () => {
    expect(cleanLabel('  My_Shop!.com ')).toBe('myshop');
    expect(prefilledTld('.COM')).toBe('com');
    expect(prefilledTld('xyz')).toBe('cc');
    expect(prefilledTld(null)).toBe('cc');
  });

  it('limits TLDs by plan, switches to Premium for premium-only TLDs and resets Starter to the first starter TLD', () => {
    expect(tldsForPlan('starter')).toEqual(['cc', 'best', 'store', 'co.za']);
    expect(tldsForPlan('premium')).toEqual(['cc', 'best', 'store', 'co.za', 'com', 'org', 'net']);
    expect(fitPlanAndTld('starter', 'com', 'tld')).toEqual({ plan: 'premium', tld: 'com' });
    expect(fitPlanAndTld('starter', 'com', 'plan')).toEqual({ plan: 'starter', tld: 'cc' });
    expect(fitPlanAndTld('starter', 'store', 'plan')).toEqual({ plan: 'starter', tld: 'store' });
    expect(planFits('starter', 'premium')).toBe(false);
    expect(planFits('premium', 'starter')).toBe(true);
  });

  it('asks the same plan first, then the VIP .com/.org/.net', () => {
    expect(alternativeTlds('cc')).toEqual(['best', 'store', 'co.za', 'com', 'org', 'net']);
    expect(alternativeTlds('com')).toEqual(['org', 'net']);
  });

  it('preselects the requested name, else the first available alternative, else the VIP .com/.org option', () => {
    expect(preselect(result('cc', true), [])?.tld).toBe('cc');
    expect(
      preselect(result('cc', false), [result('best', false), result('store', true), result('com', true)])?.tld,
    ).toBe('store');
    expect(preselect(result('cc', false), [result('best', false), result('com', true), result('org', true)])?.tld).toBe(
      'com',
    );
    expect(preselect(result('cc', false), [result('best', false)])).toBeNull();
  });

  it('links /paid-hosting with domain, plan, label and tld', () => {
    expect(paidHostingHref(result('com', true), 'name')).toBe(
      '/paid-hosting?domain=name.com&plan=premium&label=name&tld=com',
    );
  });
});
