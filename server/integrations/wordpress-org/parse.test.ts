import { describe, expect, it } from 'vitest';
import { decodeEntities, parseEntry, parseLastUpdated } from './parse.js';

describe('wordpress.org reply parsing', () => {
  it('reads the plugin API 12-hour last_updated format', () => {
    expect(parseLastUpdated('2024-09-03 7:05pm GMT')).toBe('2024-09-03T19:05:00.000Z');
    expect(parseLastUpdated('2024-09-03 12:30am GMT')).toBe('2024-09-03T00:30:00.000Z');
    expect(parseLastUpdated('2024-09-03 12:30pm GMT')).toBe('2024-09-03T12:30:00.000Z');
    expect(parseLastUpdated('2024-09-03 13:30pm GMT')).toBeNull();
  });

  it('reads theme dates and refuses impossible ones', () => {
    expect(parseLastUpdated('2024-08-20 14:21:07')).toBe('2024-08-20T14:21:07.000Z');
    expect(parseLastUpdated('2024-08-20')).toBe('2024-08-20');
    expect(parseLastUpdated('2024-02-31')).toBeNull();
    expect(parseLastUpdated(false)).toBeNull();
    expect(parseLastUpdated('yesterday')).toBeNull();
  });

  it('decodes the entities wordpress.org puts in names', () => {
    expect(decodeEntities('Forms &amp; More &#8211; Pro &#x27;X&#x27;')).toBe("Forms & More – Pro 'X'");
    expect(decodeEntities('&bogus; &#0;')).toBe('&bogus; &#0;');
  });

  it("reads entries: objects, {error} and the old endpoints' null/false", () => {
    expect(parseEntry('plugin', { version: '1.0', tested: false, requires: '6.0' })).toMatchObject({
      status: 'found',
      tested: null,
      requires: '6.0',
    });
    expect(parseEntry('plugin', { error: 'Plugin not found.' })).toEqual({
      status: 'not_found',
      message: 'Plugin not found.',
    });
    expect(parseEntry('theme', false)).toEqual({ status: 'not_found', message: 'Theme not found' });
    expect(parseEntry('plugin', { name: 'No version' })).toMatchObject({ status: 'error' });
    expect(parseEntry('plugin', 'text')).toMatchObject({ status: 'error' });
    expect(parseEntry('theme', { error: 'Slug not provided' })).toMatchObject({ status: 'error' });
  });
});
