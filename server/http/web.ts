import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PRERENDERED_PATHS, prerenderedFile } from '../../contract/prerendered-pages.js';
import { LOCALES, htmlWithLanguage } from '../../contract/i18n/locales.js';
import { requestLocale } from './request-locale.js';
import { isBuiltWebPath } from '../../contract/web-routes.js';

/**
 * Serves the built single-page app. Paths of screens that exist answer index.html with 200; any other
 * non-API path answers the same page with 404, where the client router shows '404 Page Not Found'.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string) {
  const indexFile = path.join(webDistDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDistDir }, 'web build not found; run `npm run build` to serve the app');
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  // The shell in each language: <html lang dir> set, so the app starts in the negotiated locale (web/lib/i18n/locale.ts).
  const indexHtmlIn = new Map(LOCALES.map((locale) => [locale, htmlWithLanguage(indexHtml, locale)]));
  const prerendered = findPrerenderedPages(webDistDir);
  // preCompressed: the build wrote file.br and file.gz beside each text file (scripts/vite-precompress.ts); the
  // one the browser accepts is sent with its Content-Encoding and Vary. cacheControl off: the headers below hold.
  await app.register(fastifyStatic, { root: webDistDir, serve: false, preCompressed: true, cacheControl: false });

  // Hashed file names change with their content, so a browser may keep them for a year without asking.
  app.get('/assets/*', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    reply.header('cache-control', ASSET_CACHE);
    // No validators: an immutable file is never revalidated, and a page's first load fetches dozens of these, so
    // every header line is paid dozens of times (a first load's byte ceiling counts every byte).
    return reply.sendFile(path.posix.join('assets', rest), { etag: false, lastModified: false, acceptRanges: false });
  });

  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) => {
    const pathname = request.url.split('?')[0];
    if (pathname.startsWith('/api/')) return reply.code(404).send({ message: 'Not found' });
    const asFile = path.join(webDistDir, path.normalize(pathname));
    if (asFile.startsWith(webDistDir + path.sep) && !asFile.endsWith('index.html') && isFile(asFile)) {
      // Unhashed files (favicon, robots.txt) keep their name across releases: revalidate (ETag) every time.
      reply.header('cache-control', 'no-cache');
      return reply.sendFile(pathname.slice(1));
    }
    // index.html names the current hashed assets, so it is never used from a cache without asking. Each page is in
    // the visitor's language (the switcher's cookie, else Accept-Language): a cache keys it on both.
    reply.header('cache-control', 'no-cache');
    reply.header('vary', 'Accept-Language, Cookie');
    const locale = requestLocale(request);
    reply.header('content-language', locale);
    // The pages a visitor opens first come with their markup already in (scripts/vite-prerender.ts), as the
    // build-time .br/.gz files.
    const page = prerendered.get(`${locale}:${pathname}`);
    if (page) return reply.type('text/html; charset=utf-8').sendFile(page);
    return reply
      .code(isBuiltWebPath(pathname) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .send(indexHtmlIn.get(locale) ?? indexHtml);
  });
}

export const ASSET_CACHE = 'public, max-age=31536000, immutable';

/** The prerendered pages this build has (an older or partial build may have none): 'locale:path' → file in the build. */
function findPrerenderedPages(webDistDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const locale of LOCALES)
    for (const page of PRERENDERED_PATHS) {
      const file = prerenderedFile(page, locale);
      if (isFile(path.join(webDistDir, file))) pages.set(`${locale}:${page}`, file);
    }
  return pages;
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
