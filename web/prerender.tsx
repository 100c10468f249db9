import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { App } from './app/app';
import { PrerenderedShell } from './app/prerendered-shell';
import { createQueryClient } from './lib/query-client';

// Build-time only (scripts/vite-prerender.ts): what a signed-out visitor's first frame of a page shows, so the
// browser paints it from the HTML before any script has run (first paint on a slow phone). web/main.tsx
// hydrates it with the same tree. The app runs on Preact (vite.config.ts, PREACT_ALIASES), so Preact's renderer
// draws it: it waits for every lazy screen and writes the whole page at once.

/** The markup of `path` for a visitor, every screen's code loaded and no data fetched yet (lists show their loading state). */
export async function renderVisitorScreen(path: string): Promise<string> {
  const page = (
    <PrerenderedShell>
      <App ssrPath={path} queryClient={createQueryClient()} />
    </PrerenderedShell>
  );
  // The JSX is typed as React's (tsconfig), built by Preact's runtime (the aliases): the element is a Preact VNode.
  return await renderToStringAsync(page as unknown as VNode);
}
