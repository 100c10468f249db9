import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { App } from './app/app';
import { PrerenderedShell } from './app/prerendered-shell';
import { createQueryClient } from './lib/query-client';
import { setCurrentLocale } from './lib/i18n/locale';
import { PAGE_MESSAGES_ID, takeUsedCatalogues } from './lib/i18n/catalogues';
import { SOURCE_LOCALE, isLocale } from '../contract/i18n/locales.js';

// Build-time only (scripts/vite-prerender.ts): what a signed-out visitor's first frame of a page shows, so the
// browser paints it from the HTML before any script has run (first paint on a slow phone). web/main.tsx
// hydrates it with the same tree. The app runs on Preact (vite.config.ts, PREACT_ALIASES), so Preact's renderer
// draws it: it waits for every lazy screen and writes the whole page at once.

/** The markup of `path` for a visitor, every screen's code loaded and no data fetched yet (lists show their loading state). */
export async function renderVisitorScreen(path: string, locale = 'en'): Promise<string> {
  // One page at a time: the locale is the app's for this drawing (its catalogues load as the screens ask for them).
  if (isLocale(locale)) setCurrentLocale(locale);
  const page = (
    <PrerenderedShell>
      <App ssrPath={path} queryClient={createQueryClient()} />
    </PrerenderedShell>
  );
  // The JSX is typed as React's (tsconfig), built by Preact's runtime (the aliases): the element is a Preact VNode.
  return await renderToStringAsync(page as unknown as VNode);
}

/**
 * The catalogues the last drawing asked for, as the data block the page carries them in (none in English: each
 * feature bundles its English). The app reads it before taking the page over (web/lib/i18n/first-frame.ts), so a
 * page in Arabic fetches no catalogue for its first frame; brotli finds most of these words in the markup already.
 */
export function pageMessagesScript(locale: string): string {
  if (!isLocale(locale) || locale === SOURCE_LOCALE) return '';
  const messages = takeUsedCatalogues(locale);
  if (Object.keys(messages.features).length === 0) return '';
  // '<' escaped: no text inside can close the block.
  const json = JSON.stringify(messages).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_MESSAGES_ID}">${json}</script>`;
}
