import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PRERENDERED_PATHS, prerenderedFile } from '../contract/prerendered-pages';
import { LOCAL_KEYS } from '../web/lib/storage';
import { compressBeside } from './vite-precompress';

interface PrerenderBundle {
  renderVisitorScreen(pagePath: string): Promise<string>;
}

/**
 * Writes each page of PRERENDERED_PATHS as the built index.html with the page's markup inside #root, so a phone
 * paints the page as soon as the HTML and the stylesheet arrive instead of after every script has run (issue 12).
 * `ssrBundle` is web/prerender.tsx built for Node; it is deleted afterwards (nothing serves it).
 *
 * A signed-in browser must not flash the visitor's page: its session token is in localStorage, which only the
 * browser can read, so a line of inline script right after #root empties it before the first paint.
 */
export async function prerenderPages({ webDir, ssrBundle }: { webDir: string; ssrBundle: string }): Promise<void> {
  const template = await readFile(path.join(webDir, 'index.html'), 'utf8');
  if (!template.includes(ROOT)) throw new Error(`index.html has no ${ROOT}`);
  const bundle = (await import(pathToFileURL(ssrBundle).href)) as PrerenderBundle;
  for (const pagePath of PRERENDERED_PATHS) {
    const markup = await bundle.renderVisitorScreen(pagePath);
    const html = scriptsAfterStylesheet(template).replace(ROOT, `<div id="root">${markup}</div>${SIGNED_IN_CLEARS_ROOT}`);
    const file = path.join(webDir, prerenderedFile(pagePath));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
    await compressBeside(file);
  }
  await rm(path.dirname(ssrBundle), { recursive: true, force: true });
}

/**
 * The page is drawn from the HTML and the stylesheet: the scripts that make it work may come after the stylesheet
 * rather than compete with it on a slow line (the browser fetches them at low priority).
 */
function scriptsAfterStylesheet(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ');
}

const ROOT = '<div id="root"></div>';
const SIGNED_IN_CLEARS_ROOT = `<script>try{if(localStorage.getItem(${JSON.stringify(LOCAL_KEYS.authToken)}))document.getElementById("root").replaceChildren()}catch(e){}</script>`;
