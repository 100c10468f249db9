import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDS } from '../names/default-lists.js';
import { READ_LIMITS } from './html-reader.js';
import { scorePage } from './page-scorer.js';
import { KIT_PAGE } from '../../../../sandbox/whm/sample-pages.js';

// Hostile pages are the scorer's normal input: random text, random tag soup and mutations of a real kit page must
// all score without throwing, in bounded time, with bounded lists. A fixed seed keeps the run deterministic.

const FRAGMENTS = [
  '<',
  '>',
  '</',
  '<!--',
  '-->',
  '<script>',
  '</script>',
  '<form action="',
  '<input type=password name=p>',
  '<iframe width=0 height=0 src=',
  '<meta http-equiv=refresh content="0;url=',
  '"',
  "'",
  '=',
  '&#x',
  '&#',
  ';',
  'eval(atob(',
  '\\x41',
  'https://a.example/',
  'PayPal',
  'sign in',
  '<title>',
  '<textarea>',
  '<a href=',
  '\u0000',
  '\ud800',
  ' ',
];

function check(html: string) {
  const result = scorePage(html, 'http://site.hostfree.test/', DEFAULT_BRANDS);
  expect(Number.isFinite(result.score)).toBe(true);
  expect(result.page.forms.length).toBeLessThanOrEqual(READ_LIMITS.items);
  expect(result.outboundUrls.length).toBeLessThanOrEqual(100);
}

describe('page scorer under hostile HTML', () => {
  it('survives random text and tag soup', () => {
    const soup = fc.array(fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 8 })), { maxLength: 300 });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 2000 }),
          soup.map((parts) => parts.join('')),
        ),
        (html) => check(html),
      ),
      { numRuns: 400, seed: 20261129 },
    );
  });

  it('survives mutations of a kit page', () => {
    const mutation = fc.record({
      at: fc.nat(KIT_PAGE.length),
      cut: fc.nat(40),
      insert: fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 20 })),
    });
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 12 }), (mutations) => {
        let html = KIT_PAGE;
        for (const m of mutations) html = html.slice(0, m.at) + m.insert + html.slice(m.at + m.cut);
        check(html);
      }),
      { numRuns: 400, seed: 20261129 },
    );
  });

  // No clock in the assertion (a loaded machine is not a slow reader): a quadratic reader would need ~10^10 steps on
  // these pages and run into the test's time-out, a linear one reads them in well under a second.
  it('reads a huge page in linear time', { timeout: 30_000 }, () => {
    check('<script>'.repeat(20_000) + '<a href="x">'.repeat(20_000) + '<'.repeat(200_000));
    check(`<div ${'a='.repeat(100_000)}>`);
  });
});
