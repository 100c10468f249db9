import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { webChunkGroups } from './scripts/vite-chunk-groups.js';
import { precompress } from './scripts/vite-precompress.js';
import { prerenderPages, SCREEN_MODULES } from './scripts/vite-prerender.js';
import { screenPreload } from './scripts/vite-screen-preload.js';
import { zodCallsPure } from './scripts/vite-zod-pure.js';

/** Our modules that act when imported (everything else in web/ and contract/ only declares things). */
const SIDE_EFFECT_MODULES = ['/web/lib/zod-jitless.ts', '/web/lib/preact-effect-timing.ts'];

/**
 * Preact (its React compatibility layer) in place of React in the built app: React DOM was 207 KB
 * of the entry chunk's 274 KB (55 of its 74 KB brotli) on every page; preact/compat does the same job in ~10 KB.
 * Exact matches only, so a package's own subpath (react-dom/static, say) fails the build instead of mixing two
 * libraries. vitest.config.ts uses the same list: tests run on what ships (docs/decisions.md, 'Preact in the web build').
 */
export const PREACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // wouter's useSyncExternalStore: a CommonJS shim that requires react; Preact has the hook itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

const WEB_DIR = 'dist/web';
/**
 * Screens drawn into a page that has already painted: the client's cards (after their greeting, app/lazy-screen.tsx
 * lazyAfterPaint) and the admin's home (under the app's frame and its 'Loading...', app/routes/dashboards.tsx).
 */
const DRAWN_INTO_A_PAINTED_PAGE = ['app/routes/client-home-cards.tsx', 'app/routes/admin-dashboard.tsx'];
/**
 * The other screens that are not prerendered fetch all their files at once; these and the prerendered ones load level
 * by level (scripts/vite-screen-preload.ts).
 */
const preload = screenPreload([...Object.values(SCREEN_MODULES), ...DRAWN_INTO_A_PAINTED_PAGE]);
const PRERENDER_DIR = 'dist/prerender';

// The web app lives in web/ and builds to dist/web, which the Fastify server serves. Screens are split per route
// (web/app/router.tsx lazy-loads each route module); every text file also gets .br and .gz siblings at build time.
// `vite build` then builds web/prerender.tsx for Node and writes the pages a visitor opens first as ready markup
// (dist/web/prerendered/, scripts/vite-prerender.ts).
export default defineConfig({
  root: 'web',
  builder: {
    async buildApp(builder) {
      await builder.build(builder.environments.client);
      await builder.build(builder.environments.ssr);
      await prerenderPages({ webDir: path.resolve(WEB_DIR), ssrBundle: path.resolve(PRERENDER_DIR, 'prerender.js') });
    },
  },
  environments: {
    // Every package bundled into the prerender script (none left for Node to import): a Radix or wouter imported at
    // run time would import the real react, not the alias, and render a second library's elements.
    ssr: {
      resolve: { noExternal: true },
      build: { outDir: `../${PRERENDER_DIR}`, emptyOutDir: true, ssr: 'prerender.tsx' },
    },
  },
  plugins: [react(), tailwindcss(), precompress(), zodCallsPure(), preload.plugin],
  resolve: { alias: PREACT_ALIASES },
  // The footer's copyright year as the prerendered pages print it (web/lib/use-current-year.ts hydrates from it).
  define: { 'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) },
  build: {
    outDir: `../${WEB_DIR}`,
    // Which files each screen needs, for the prerendered pages' preload links (read and removed by vite-prerender.ts).
    manifest: true,
    // A screen that is not prerendered fetches all its files at once; a prerendered one and a dialog opened on a drawn
    // page fetch theirs one level at a time (scripts/vite-screen-preload.ts). No polyfill: every browser we serve has
    // modulepreload.
    modulePreload: { polyfill: false, resolveDependencies: preload.resolveDependencies },
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      // Icons in one chunk per audience instead of one file each (scripts/vite-chunk-groups.ts).
      output: { codeSplitting: { groups: webChunkGroups() } },
      // Our own modules (web/, contract/) do nothing on import but declare things (web/main.tsx's stylesheet is the
      // one bare import). Saying so lets a route that imports one export of a feature's index.ts, or one schema of a
      // contract file, leave the rest of that feature or file to the screens that use it: the landing page would
      // otherwise carry the whole library, donation and paid-hosting features (first load ≤ 150 KB).
      // The exceptions are imported bare for what they do: listed here.
      treeshake: {
        moduleSideEffects: (id: string, external: boolean) =>
          external || SIDE_EFFECT_MODULES.some((m) => id.endsWith(m)) || !/\/(web|contract)\/.+\.tsx?$/.test(id),
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:5000' } },
});
