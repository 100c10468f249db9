import { describe, expect, it } from 'vitest';
import { screenPreload } from './vite-screen-preload.js';

// A screen with nothing drawn yet fetches all its files at once; a prerendered screen, a screen drawn into a painted
// page and a dialog opened on a drawn page get no preload list (scripts/vite-screen-preload.ts).
describe('screenPreload', () => {
  const chunk = (fileName: string, facadeModuleId: string) => ({ type: 'chunk' as const, fileName, facadeModuleId });
  const bundleOf = (...chunks: ReturnType<typeof chunk>[]) => Object.fromEntries(chunks.map((c) => [c.fileName, c]));

  function preloadAfterBuild() {
    const preload = screenPreload(['app/routes/home.tsx', 'app/routes/auth.tsx', 'app/routes/client-home-cards.tsx']);
    const hook = preload.plugin.generateBundle as { handler: (options: unknown, bundle: unknown) => void };
    hook.handler(
      {},
      bundleOf(
        chunk('assets/dashboard-a.js', '/repo/web/app/routes/dashboard.tsx'),
        chunk('assets/client-home-b.js', '/repo/web/app/routes/client-home.tsx'),
        chunk('assets/home-c.js', '/repo/web/app/routes/home.tsx'),
        chunk('assets/auth-d.js', '/repo/web/app/routes/auth.tsx'),
        chunk('assets/sign-in-dialog-e.js', '/repo/web/features/auth/components/sign-in-dialog.tsx'),
        chunk('assets/client-home-cards-h.js', '/repo/web/app/routes/client-home-cards.tsx'),
      ),
    );
    return preload;
  }
  const deps = ['assets/utils-x.js', 'assets/form-y.js'];
  const js = { hostType: 'js' as const };

  it('preloads every file of a screen that is not prerendered', () => {
    const preload = preloadAfterBuild();
    expect(preload.resolveDependencies('assets/dashboard-a.js', deps, js)).toEqual(deps);
    expect(preload.resolveDependencies('assets/client-home-b.js', deps, js)).toEqual(deps);
  });

  it('leaves prerendered screens, screens drawn into a painted page, dialogs and unknown chunks to load level by level', () => {
    const preload = preloadAfterBuild();
    expect(preload.resolveDependencies('assets/home-c.js', deps, js)).toEqual([]);
    expect(preload.resolveDependencies('assets/auth-d.js', deps, js)).toEqual([]);
    expect(preload.resolveDependencies('assets/sign-in-dialog-e.js', deps, js)).toEqual([]);
    expect(preload.resolveDependencies('assets/client-home-cards-h.js', deps, js)).toEqual([]);
    expect(preload.resolveDependencies('assets/unknown-f.js', deps, js)).toEqual([]);
  });

  it("lists the entry's own imports in index.html, the page of every screen that is not prerendered", () => {
    const preload = preloadAfterBuild();
    expect(preload.resolveDependencies('assets/index-g.js', deps, { hostType: 'html' })).toEqual(deps);
  });
});
