import type { Plugin } from 'vite';

// Which lazily loaded modules have their whole chunk graph preloaded at once (Vite's modulePreload).
//
// Without a preload the browser's module loader fetches a screen, reads its imports, fetches those, and so on: one
// round trip per level. A signed-in client's /dashboard was eight levels deep (entry → dashboard → client home →
// add-email card → the form code …), and Lighthouse's phone (150 ms a round trip) put its largest paint at 4.3 s.
// A screen that is not prerendered has nothing on the page yet, so fetching all its files in parallel is pure gain.
// A prerendered screen (already drawn), a screen drawn into a page that has already painted (the client's cards under
// their greeting, the admin's home under the app's frame) and anything opened from a drawn page (a dialog, the user
// menu) keep loading level by level: inserting ~40 preload links into a drawn page blocked a phone's main thread for
// ~150 ms, and the client dashboard's 60 links for its cards were its longest task (Lighthouse's total blocking time
// 342 ms with them, 126 ms without).

/** The route screens: web/app/router.tsx's, the dashboard's two homes and the admin's tabs all live here. */
const ROUTE_SCREEN = /[\\/]web[\\/]app[\\/]routes[\\/][^\\/]+\.tsx$/;

export interface ScreenPreload {
  /** Records each chunk's module before Vite writes the preload lists. */
  plugin: Plugin;
  /** build.modulePreload.resolveDependencies: the entry's files in index.html, a screen chunk's files, or none. */
  resolveDependencies: (filename: string, deps: string[], context: { hostType: 'html' | 'js' }) => string[];
}

/**
 * `levelByLevel`: the screens (web/…/x.tsx paths) that keep loading level by level: the prerendered pages' and those
 * drawn into a page that has already painted.
 */
export function screenPreload(levelByLevel: readonly string[]): ScreenPreload {
  const moduleOfChunk = new Map<string, string>();
  const loadsLevelByLevel = (id: string) =>
    levelByLevel.some((screen) => id.replaceAll('\\', '/').endsWith(`/web/${screen}`));
  return {
    plugin: {
      name: 'hostfree-screen-preload',
      apply: 'build',
      applyToEnvironment: (environment) => environment.name === 'client',
      // Before Vite's own generateBundle, which asks resolveDependencies for each dynamic import.
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          for (const chunk of Object.values(bundle))
            if (chunk.type === 'chunk' && chunk.facadeModuleId) moduleOfChunk.set(chunk.fileName, chunk.facadeModuleId);
        },
      },
    },
    resolveDependencies(filename, deps, context) {
      // index.html, the page of every screen that is not prerendered (a signed-in browser's every page): the entry's
      // own imports are fetched beside it instead of after it has been read, one round trip sooner before the app
      // can ask who is signed in. A prerendered page loses these links (scripts/vite-prerender.ts starts its scripts
      // after the first frame, on purpose).
      if (context.hostType === 'html') return deps;
      const id = moduleOfChunk.get(filename);
      return id && ROUTE_SCREEN.test(id) && !loadsLevelByLevel(id) ? deps : [];
    },
  };
}
