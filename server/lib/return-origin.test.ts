import { describe, expect, it } from 'vitest';
import { returnOriginOf } from './return-origin.js';

// Stripe Checkout sends the browser back to this origin: the site's own, never one a forged Host header names.
describe('returnOriginOf', () => {
  it('keeps the origin the browser is on when it is this site (any port or scheme)', () => {
    expect(returnOriginOf('https://hostfree.cc', 'https://hostfree.cc')).toBe('https://hostfree.cc');
    expect(returnOriginOf('http://hostfree.cc:8080', 'https://hostfree.cc')).toBe('http://hostfree.cc:8080');
  });

  it('keeps a loopback origin while PUBLIC_URL is loopback too (the demo opens localhost, PUBLIC_URL names 127.0.0.1)', () => {
    expect(returnOriginOf('http://localhost:5000', 'http://127.0.0.1:5000')).toBe('http://localhost:5000');
    expect(returnOriginOf('http://127.0.0.1:5377', 'http://localhost')).toBe('http://127.0.0.1:5377');
  });

  it("answers PUBLIC_URL for any other host: a forged Host, a proxy's internal name, loopback in production", () => {
    expect(returnOriginOf('https://evil.example', 'https://hostfree.cc')).toBe('https://hostfree.cc');
    expect(returnOriginOf('http://app-internal:5000', 'https://hostfree.cc')).toBe('https://hostfree.cc');
    expect(returnOriginOf('http://localhost:5000', 'https://hostfree.cc')).toBe('https://hostfree.cc');
    expect(returnOriginOf('not a url', 'https://hostfree.cc')).toBe('https://hostfree.cc');
  });
});
