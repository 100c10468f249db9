import type { FastifyRequest } from 'fastify';
import { LOCALE_COOKIE, cookieValue, negotiateLocale, type Locale } from '../../contract/i18n/locales.js';

/**
 * The language of one request: the switcher's cookie, else the signed-in user's stored choice, else the browser's
 * Accept-Language, else English (contract/i18n/locales.ts, negotiateLocale).
 */
export function requestLocale(request: FastifyRequest): Locale {
  return negotiateLocale({
    cookie: cookieValue(request.headers.cookie, LOCALE_COOKIE),
    stored: request.user?.locale ?? null,
    acceptLanguage: request.headers['accept-language'] ?? null,
  });
}
