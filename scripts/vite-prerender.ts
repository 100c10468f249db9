import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PRERENDERED_PATHS, prerenderedFile } from '../contract/prerendered-pages.js';
import { LOCALES, htmlWithLanguage } from '../contract/i18n/locales.js';
import { LOCAL_KEYS } from '../web/lib/storage.js';
import { compressBeside } from './vite-precompress.js';

interface PrerenderBundle {
  renderVisitorScreen(pagePath: string, locale: string): Promise<string>;
  /** The data block carrying the catalogues the last drawing asked for ('' in English). */
  pageMessagesScript(locale: string): string;
}

/**
 * Writes each page of PRERENDERED_PATHS as the built index.html with the page's markup inside #root, so a phone
 * paints the page as soon as the HTML and the stylesheet arrive instead of after every script has run.
 * `ssrBundle` is web/prerender.tsx built for Node; it and the build manifest are deleted afterwards (nothing serves
 * them).
 *
 * In a locale other than English the words the page was drawn with follow #root, as a JSON data block
 * (web/prerender.tsx, pageMessagesScript): the app takes them in instead of fetching them before it hydrates.
 *
 * Two lines of inline script follow them:
 * - A signed-in browser must not flash the visitor's page: its session token is in localStorage, which only the
 *   browser can read, so the first line empties #root then, before the first paint (and so for FIRST_FRAME_KEYS).
 * - The app's scripts are asked for once the page is on the screen (after the first frame), not beside the
 *   stylesheet: on a slow line the page appears without waiting for them, then React takes it over.
 */
export async function prerenderPages({ webDir, ssrBundle }: { webDir: string; ssrBundle: string }): Promise<void> {
  const template = await readFile(path.join(webDir, 'index.html'), 'utf8');
  if (!template.includes(ROOT)) throw new Error(`index.html has no ${ROOT}`);
  const { page: pageTemplate, entry } = takeOutScripts(template);
  const manifestFile = path.join(webDir, '.vite/manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  const bundle = (await import(pathToFileURL(ssrBundle).href)) as PrerenderBundle;
  // Every page in every locale: the server picks one by the visitor's language (server/http/web.ts).
  for (const locale of LOCALES)
    for (const pagePath of PRERENDERED_PATHS) {
      const markup = await bundle.renderVisitorScreen(pagePath, locale);
      const screen = screenFile(manifest, SCREEN_MODULES[pagePath]);
      const html = htmlWithLanguage(pageTemplate, locale).replace(
        ROOT,
        `<div id="root">${markup}</div>${bundle.pageMessagesScript(locale)}${clearsRootWhenStored([LOCAL_KEYS.authToken, ...(FIRST_FRAME_KEYS[pagePath] ?? [])])}${loadAfterFirstFrame([entry, screen])}`,
      );
      const file = path.join(webDir, prerenderedFile(pagePath, locale));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, html);
      await compressBeside(file);
    }
  await rm(path.dirname(ssrBundle), { recursive: true, force: true });
  await rm(path.dirname(manifestFile), { recursive: true, force: true });
}

const ROOT = '<div id="root"></div>';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** The built index.html without its entry script and modulepreload links (the module loader finds those files). */
function takeOutScripts(html: string): { page: string; entry: string } {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no entry script');
  return { page: html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''), entry };
}

/**
 * Empties #root before the first paint when the browser holds any of `keys` (its first frame would not be the
 * visitor's: React then draws the page anew instead of hydrating a page that differs).
 */
function clearsRootWhenStored(keys: readonly string[]): string {
  return `<script>try{if(${JSON.stringify(keys)}.some(function(k){return localStorage.getItem(k)}))document.getElementById("root").replaceChildren()}catch(e){}</script>`;
}

/**
 * What else in localStorage changes a page's first frame, beside the session token: /paid-hosting shows a saved
 * checkout's resume banner.
 */
const FIRST_FRAME_KEYS: Partial<Record<(typeof PRERENDERED_PATHS)[number], readonly string[]>> = {
  '/paid-hosting': [LOCAL_KEYS.paidHostingCheckout],
};

/**
 * Adds the entry script and the page's screen module as module scripts after the first frame: requestAnimationFrame
 * runs just before it is painted, the timeout just after. The browser fetches both module graphs at once, without a
 * preload link per file (each costs the page a few milliseconds: vite.config.ts turns Vite's own off). A hidden tab
 * paints no frame: it starts at once.
 */
function loadAfterFirstFrame(scripts: string[]): string {
  return `<script>(function(){function start(){${JSON.stringify(scripts)}.forEach(function(src){var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=src;document.head.appendChild(s)})}if(document.visibilityState==="visible")requestAnimationFrame(function(){setTimeout(start,0)});else start()})()</script>`;
}

/**
 * The module drawing each page (web/app/router.tsx's SCREENS): loaded beside the entry instead of after it. A
 * renamed module fails the build (screenFile) rather than leaving a page without it.
 */
export const SCREEN_MODULES: Record<(typeof PRERENDERED_PATHS)[number], string> = {
  '/': 'app/routes/home.tsx',
  '/plugins': 'app/routes/plugins.tsx',
  '/themes': 'app/routes/themes.tsx',
  '/auth': 'app/routes/auth.tsx',
  '/paid-hosting': 'app/routes/paid-hosting.tsx',
  '/compute': 'app/routes/compute.tsx',
  '/help': 'app/routes/help-center.tsx',
  '/accessibility': 'app/routes/accessibility.tsx',
};

type Manifest = Record<string, { file: string }>;

/** The chunk of a source module, by Vite's build manifest. */
function screenFile(manifest: Manifest, key: string): string {
  const entry = manifest[key];
  if (!entry) throw new Error(`The build manifest has no ${key}: update SCREEN_MODULES in scripts/vite-prerender.ts`);
  return `/${entry.file}`;
}
