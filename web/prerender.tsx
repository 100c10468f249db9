import { prerender } from 'react-dom/static';
import { App } from './app/app';
import { PrerenderedShell } from './app/prerendered-shell';
import { createQueryClient } from './lib/query-client';

// Build-time only (scripts/vite-prerender.ts): what a signed-out visitor's first frame of a page shows, so the
// browser paints it from the HTML before any script has run (issue 12: first paint on a slow phone). web/main.tsx
// hydrates it with the same tree.

/** The markup of `path` for a visitor, every screen's code loaded and no data fetched yet (lists show their loading state). */
export async function renderVisitorScreen(path: string): Promise<string> {
  const page = (
    <PrerenderedShell>
      <App ssrPath={path} queryClient={createQueryClient()} />
    </PrerenderedShell>
  );
  // Every Suspense boundary inline: the page is static markup, not a stream revealed piece by piece.
  const { prelude } = await prerender(page, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}
