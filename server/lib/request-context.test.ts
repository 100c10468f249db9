import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '../../contract/i18n/locales.js';
import { requestContextLocale, runWithRequestContext, type RequestContext } from './request-context.js';

const contextWith = (language: Partial<RequestContext['language']>): RequestContext => ({
  ip: '203.0.113.7',
  userAgent: null,
  actorId: null,
  language: { cookieHeader: null, acceptLanguage: null, stored: null, ...language },
});

const localeInside = (context: RequestContext) => {
  let locale: string | undefined;
  runWithRequestContext(context, () => {
    locale = requestContextLocale();
  });
  return locale;
};

describe('the request context language', () => {
  it('is undefined outside a request', () => {
    expect(requestContextLocale()).toBeUndefined();
  });

  it("follows the switcher's cookie, then the stored choice, then Accept-Language, then English", () => {
    const cookieHeader = `other=1; ${LOCALE_COOKIE}=fr`;
    expect(localeInside(contextWith({ cookieHeader, stored: 'es', acceptLanguage: 'ar' }))).toBe('fr');
    expect(localeInside(contextWith({ stored: 'es', acceptLanguage: 'ar' }))).toBe('es');
    expect(localeInside(contextWith({ acceptLanguage: 'ar-EG,ar;q=0.9' }))).toBe('ar');
    expect(localeInside(contextWith({}))).toBe('en');
  });

  it('is worked out once: a sign-in that stores a choice later in the request does not change it', () => {
    const context = contextWith({ acceptLanguage: 'es' });
    runWithRequestContext(context, () => {
      expect(requestContextLocale()).toBe('es');
      context.language.stored = 'fr';
      expect(requestContextLocale()).toBe('es');
    });
  });
});
