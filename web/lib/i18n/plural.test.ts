import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { icu } from './icu';
import { formatPlural, isPluralMessage } from './plural';

const ROOT = path.resolve(__dirname, '../../../contract/i18n/catalogue');
const messages = readdirSync(ROOT).flatMap((locale) =>
  readdirSync(path.join(ROOT, locale)).flatMap((file) =>
    Object.entries(JSON.parse(readFileSync(path.join(ROOT, locale, file), 'utf8')) as Record<string, string>).map(
      ([key, message]) => ({ locale, id: `${locale}/${file} ${key}`, message }),
    ),
  ),
);
const plurals = messages.filter((m) => m.message.includes(', plural,'));
/** Every argument the message names: `n` for each, a word for those a sentence puts words in. */
const valuesOf = (message: string, n: number) =>
  Object.fromEntries([...message.matchAll(/\{\s*(\w+)/g)].map(([, name]) => [name, name === 'gift' ? 'VPS' : n]));

describe('plurals without the ICU library', () => {
  it('takes every plural of the catalogues', () => {
    expect(plurals.length).toBeGreaterThan(30);
    expect(plurals.filter((m) => !isPluralMessage(m.message)).map((m) => m.id)).toEqual([]);
  });

  it.each(plurals)('$id says what FormatJS says for 0, 1, 2, 3, 11, 100 and 1234', ({ locale, message }) => {
    for (const n of [0, 1, 2, 3, 11, 100, 1234]) {
      const values = valuesOf(message, n);
      expect(formatPlural(message, locale, values)).toBe(icu(message, locale, values));
    }
  });

  it('leaves selects, offsets, styled numbers and quoted braces to the library', () => {
    for (const message of [
      '{kind, select, a {A} other {B}}',
      '{n, plural, offset:1 one {#} other {#}}',
      '{n, number, percent}',
      "It's '{literal}' {n, plural, other {#}}",
      '{n, plural, one {{m, plural, other {#}}} other {x}}',
      '{n, plural, one {x}}',
      'Hello {name}',
    ])
      expect(isPluralMessage(message)).toBe(false);
    expect(() => formatPlural('{kind, select, a {A} other {B}}', 'en', { kind: 'a' })).toThrow();
  });
});
