// The languages HostFree speaks, which of them are written right to left, and how a request's language is chosen.
// Shared by the server (negotiation, errors, mail) and the web (the switcher, <html lang dir>).

/** English is the source language: the spec's messages, word for word. A locale ships only when complete. */
export const LOCALES = ['en', 'es', 'pt-BR', 'fr', 'id', 'hi', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en';

/** Each language in its own words, for the switcher: a person finds their language by how it looks to them. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  fr: 'Français',
  id: 'Bahasa Indonesia',
  hi: 'हिन्दी',
  ar: 'العربية',
};

/** Right to left is a property of the language, not of one locale: every one of these is mirrored when shipped. */
export const RTL_LANGUAGES = ['ar', 'he', 'fa', 'ur'] as const;

/** The cookie the switcher writes; it beats Accept-Language on every later request. */
export const LOCALE_COOKIE = 'hf_locale';
/** A year: the choice is a preference, not a session. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function textDirection(locale: string): 'rtl' | 'ltr' {
  const language = locale.split('-')[0].toLowerCase();
  return (RTL_LANGUAGES as readonly string[]).includes(language) ? 'rtl' : 'ltr';
}

/**
 * The shipped locale closest to a language tag: the exact tag, else one of the same language (pt-PT gets pt-BR,
 * es-MX gets es), else none. Case-insensitive, as BCP 47 tags are.
 */
export function closestLocale(tag: string): Locale | null {
  const wanted = tag.trim().toLowerCase();
  if (!wanted) return null;
  const exact = LOCALES.find((locale) => locale.toLowerCase() === wanted);
  if (exact) return exact;
  const language = wanted.split('-')[0];
  return LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language) ?? null;
}

/** Accept-Language's tags, best first by their q weights (RFC 9110 §12.5.4); q=0 means "not this one". */
export function acceptedLanguages(header: string | undefined | null): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0 && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** A cookie header's value of `name`, or null. */
export function cookieValue(header: string | undefined | null, name: string): string | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * A request's language: the switcher's cookie (what the person chose), else the signed-in user's stored choice, else
 * the browser's Accept-Language, else English.
 */
export function negotiateLocale(input: {
  cookie?: string | null;
  stored?: string | null;
  acceptLanguage?: string | null;
}): Locale {
  if (isLocale(input.cookie)) return input.cookie;
  if (isLocale(input.stored)) return input.stored;
  for (const tag of acceptedLanguages(input.acceptLanguage)) {
    const locale = closestLocale(tag);
    if (locale) return locale;
  }
  return SOURCE_LOCALE;
}

/** A page's HTML with the language and direction of `locale` on its <html> (the built index.html says lang="en"). */
export function htmlWithLanguage(html: string, locale: Locale): string {
  if (locale === SOURCE_LOCALE) return html;
  return html.replace(/<html lang="[^"]*"/, `<html lang="${locale}" dir="${textDirection(locale)}"`);
}
