// The pages a visitor most often opens first, written at build time as ready markup (scripts/vite-prerender.ts) and
// served by server/http/web.ts. Each must draw its first frame without data: lists show their loading state.

export const PRERENDERED_PATHS = [
  '/',
  '/plugins',
  '/themes',
  '/auth',
  '/paid-hosting',
  '/compute',
  '/help',
  '/accessibility',
] as const;

/**
 * Inside the web build: 'prerendered/index.html' is '/', 'prerendered/plugins.html' is '/plugins', in English; every
 * other locale has its own folder ('prerendered/ar/index.html'), served by negotiation (server/http/web.ts).
 */
export function prerenderedFile(pagePath: string, locale: string = 'en'): string {
  const folder = locale === 'en' ? 'prerendered' : `prerendered/${locale}`;
  return `${folder}/${pagePath === '/' ? 'index' : pagePath.slice(1)}.html`;
}
