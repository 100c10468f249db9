import { useSyncExternalStore } from 'react';
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  SOURCE_LOCALE,
  isLocale,
  textDirection,
  type Locale,
} from '../../../contract/i18n/locales.js';

// The page's language. The server chose it (cookie, else Accept-Language) and wrote it on <html lang>, prerendered
// pages included: the app starts from there, so its first frame matches the markup. The switcher changes it here.

function pageLocale(): Locale {
  if (typeof document === 'undefined') return SOURCE_LOCALE;
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : SOURCE_LOCALE;
}

let current: Locale = pageLocale();
const listeners = new Set<() => void>();

export function currentLocale(): Locale {
  return current;
}

/** Sets the language of everything drawn from now on, and the page's lang and dir (right-to-left is mirrored). */
export function setCurrentLocale(locale: Locale): void {
  current = locale;
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale;
    document.documentElement.dir = textDirection(locale);
  }
  for (const listener of listeners) listener();
}

/** The switcher's choice, kept for a year: later visits (and the server's answers) use it before Accept-Language. */
export function rememberLocale(locale: Locale): void {
  try {
    document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
  } catch {
    // cookies blocked: the choice lasts for this page
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}
