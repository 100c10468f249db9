import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { features, missingTranslations, readCatalogue } from './catalogue-files.js';
import { formatMessage, formatMoney, isPlainMessage, isSimpleMessage } from './format.js';
import { LOCALES, SOURCE_LOCALE, negotiateLocale, textDirection } from './locales.js';
import { SERVER_MESSAGES } from './server-messages.js';

const icu = (message: string, locale: string, values: Record<string, string | number | Date>) =>
  String(new IntlMessageFormat(message, locale).format(values));
const argumentsOf = (message: string) => [...message.matchAll(/\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('the catalogue', () => {
  it('ships every locale complete: each has every English key, and no key English lacks', () => {
    expect(missingTranslations()).toEqual([]);
    for (const feature of features()) {
      const english = Object.keys(readCatalogue(SOURCE_LOCALE, feature)!).sort();
      for (const locale of LOCALES)
        expect(Object.keys(readCatalogue(locale, feature)!).sort(), locale).toEqual(english);
    }
  });

  it('keeps every message valid ICU with the same arguments as its English', () => {
    for (const feature of features()) {
      const english = readCatalogue(SOURCE_LOCALE, feature)!;
      for (const locale of LOCALES) {
        for (const [key, message] of Object.entries(readCatalogue(locale, feature)!)) {
          expect(() => new IntlMessageFormat(message, locale), `${locale} ${feature}.${key}`).not.toThrow();
          expect(new Set(argumentsOf(message)), `${locale} ${feature}.${key}`).toEqual(
            new Set(argumentsOf(english[key]!)),
          );
        }
      }
    }
  });

  it("repeats the contract's English server messages word for word", () => {
    expect(readCatalogue(SOURCE_LOCALE, 'errors')).toEqual(SERVER_MESSAGES);
  });

  it('formats plain and {name} messages as the ICU library does, without it', () => {
    for (const feature of features())
      for (const locale of LOCALES)
        for (const message of Object.values(readCatalogue(locale, feature)!)) {
          if (!isPlainMessage(message) && !isSimpleMessage(message)) continue;
          const values = Object.fromEntries(argumentsOf(message).map((name) => [name, `<${name}>`]));
          expect(formatMessage(message, locale, values)).toBe(icu(message, locale, values));
        }
  });
});

// Each locale's plural rules and money: the billing-centre line of a receipt counts days, and receipts carry amounts.
const PLURALS: Record<(typeof LOCALES)[number], Record<number, string>> = {
  en: { 1: 'the link works for 1 day;', 7: 'the link works for 7 days;' },
  es: { 1: 'funciona durante 1 día;', 7: 'funciona durante 7 días;' },
  'pt-BR': { 1: 'vale por 1 dia;', 7: 'vale por 7 dias;' },
  fr: { 1: 'valable 1 jour ;', 7: 'valable 7 jours ;' },
  id: { 1: 'berlaku 1 hari;', 7: 'berlaku 7 hari;' },
  hi: { 1: 'लिंक 1 दिन तक', 7: 'लिंक 7 दिन तक' },
  ar: { 1: 'يعمل الرابط يومًا واحدًا', 2: 'يعمل الرابط يومين', 7: 'يعمل الرابط 7 أيام', 11: 'يعمل الرابط 11 يومًا' },
};
const MONEY: Record<(typeof LOCALES)[number], string> = {
  en: '$1,234.50',
  es: '1234,50 US$',
  'pt-BR': 'US$ 1.234,50',
  fr: '1 234,50 $US',
  id: 'US$1.234,50',
  hi: '$1,234.50',
  ar: '1,234.50 US$',
};

describe.each(LOCALES)('%s', (locale) => {
  it('counts with its own plural rules', () => {
    const message = readCatalogue(locale, 'mail')!.billingCentreLead!;
    for (const [days, expected] of Object.entries(PLURALS[locale]))
      expect(formatMessage(message, locale, { days: Number(days) }, icu)).toContain(expected);
  });

  it('writes money in its own way', () => {
    // Spaces inside amounts are the locale's no-break spaces; compared as plain spaces. Bidi marks are dropped.
    const amount = formatMoney(123_450, 'usd', locale)
      .replace(/[\u00a0\u202f]/g, ' ')
      .replace(/[\u200e\u200f\u061c]/g, '');
    expect(amount).toBe(MONEY[locale]);
    expect(formatMoney(500, 'jpy', locale)).toMatch(/500/);
  });
});

describe('choosing the locale', () => {
  it('takes the cookie, then the stored choice, then Accept-Language by weight, then English', () => {
    expect(negotiateLocale({ cookie: 'ar', stored: 'fr', acceptLanguage: 'es' })).toBe('ar');
    expect(negotiateLocale({ cookie: 'xx', stored: 'fr', acceptLanguage: 'es' })).toBe('fr');
    expect(negotiateLocale({ acceptLanguage: 'de;q=1, pt-PT;q=0.8, es;q=0.9' })).toBe('es');
    expect(negotiateLocale({ acceptLanguage: 'pt-PT' })).toBe('pt-BR');
    expect(negotiateLocale({ acceptLanguage: 'es;q=0, de' })).toBe('en');
  });

  it('mirrors the right-to-left set, whichever locale of it', () => {
    for (const tag of ['ar', 'he', 'fa-IR', 'ur']) expect(textDirection(tag)).toBe('rtl');
    for (const tag of ['en', 'es', 'hi']) expect(textDirection(tag)).toBe('ltr');
  });
});
