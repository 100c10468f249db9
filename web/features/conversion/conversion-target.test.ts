import { describe, expect, it } from 'vitest';
import { ConversionInitError, readConversionParams, withFromConversion } from './conversion-target';

describe('conversion target', () => {
  it('appends from=conversion and keeps the destination query and fragment', () => {
    expect(withFromConversion('/')).toBe('/?from=conversion');
    expect(withFromConversion('/plugins?category=seo#top')).toBe('/plugins?category=seo&from=conversion#top');
  });

  it('refuses destinations on other sites', () => {
    expect(() => readConversionParams('destination=//evil.example')).toThrow(ConversionInitError);
    expect(() => readConversionParams('destination=https://evil.example')).toThrow(ConversionInitError);
    expect(readConversionParams('')).toEqual({ type: 'account', destination: '/' });
  });
});
