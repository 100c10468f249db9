import { describe, expect, it } from 'vitest';
import { DEFAULT_BAIT_WORDS, DEFAULT_BRANDS } from './default-lists.js';
import { scoreName } from './name-scorer.js';

const lists = { brands: DEFAULT_BRANDS, baitWords: DEFAULT_BAIT_WORDS };
const score = (label: string, age?: number) => scoreName(label, lists, age);
const signalsOf = (label: string) => score(label).signals.map((s) => s.signal);

// Default thresholds: review at 40, refuse at 80 (docs/decisions.md, 'Automatic abuse detection').
describe('name scorer', () => {
  it('leaves ordinary names alone', () => {
    for (const label of ['mybakery', 'jane-smith', 'chess-club-42', 'blog', 'photos2024', 'the-green-garden'])
      expect(score(label).score, label).toBeLessThan(40);
  });

  it('refuses a brand dressed as a sign-in page', () => {
    const result = score('paypal-login-verify');
    expect(result.score).toBeGreaterThanOrEqual(80);
    expect(result.signals.map((s) => s.signal)).toEqual([
      'brand',
      'bait-word',
      'bait-word',
      'brand-and-bait',
      'hyphens',
    ]);
    expect(result.signals[0]!.detail).toBe('paypal');
  });

  it('reads digits for letters, confusable letters and punycode as the brand', () => {
    expect(signalsOf('paypa1')).toContain('brand-look-alike');
    expect(signalsOf('g00gle-drive')).toContain('brand-look-alike');
    expect(signalsOf('pаypal')).toEqual(expect.arrayContaining(['brand', 'confusable-letters']));
    // 'xn--pypal-4ve' is 'pаypal' with a Cyrillic а.
    expect(signalsOf('xn--pypal-4ve')).toEqual(expect.arrayContaining(['punycode', 'confusable-letters', 'brand']));
    expect(signalsOf('paypai-secure')).toContain('brand-look-alike');
  });

  it('counts bait words with a cap, hyphen runs and random-looking names', () => {
    const bait = score('secure-login-verify-account-update');
    expect(bait.signals.filter((s) => s.signal === 'bait-word').reduce((n, s) => n + s.points, 0)).toBe(45);
    expect(signalsOf('a-b-c-d-e')).toContain('hyphens');
    expect(signalsOf('x7kq9zw3vt2mpl')).toContain('entropy');
    expect(signalsOf('mybakery')).toEqual([]);
  });

  it('a brand alone asks for review, not refusal', () => {
    const result = score('apple-fans');
    expect(result.score).toBeGreaterThanOrEqual(40);
    expect(result.score).toBeLessThan(80);
  });

  it('weighs a custom domain registered days ago', () => {
    expect(score('shop', 2).signals).toEqual([{ signal: 'new-domain', detail: 'registered 2 days ago', points: 30 }]);
    expect(score('shop', 20).score).toBe(15);
    expect(score('shop', 400).score).toBe(0);
  });

  it('never throws on odd input', () => {
    for (const label of ['', '-', 'xn--', 'xn--zzzzzz', '🙂🙂', '\u0000', 'a'.repeat(500)])
      expect(() => score(label)).not.toThrow();
  });
});
