import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useAfterPaint } from '../lib/use-after-paint';

// Every screen made here, so tests (and anything else that wants to) can fetch them all ahead of time.
const loaders = new Set<() => Promise<unknown>>();

/**
 * A screen whose code is fetched the first time it renders (under the router's Suspense). Once fetched it renders
 * directly, without suspending again. Two paths drawing the same module (/plugins and /plugin-library) still fetch
 * its chunk once: the browser keeps one copy per module.
 */
export type LazyScreen<P extends object> = ComponentType<P> & {
  /** Fetches the screen's code now, so its first render draws it instead of suspending. */
  preload: () => Promise<unknown>;
  /** True once the code has come: it then renders directly. */
  isLoaded: () => boolean;
};

export function lazyScreen<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyScreen<P> {
  let loaded: ComponentType<P> | null = null;
  const preload = () => load().then((module) => (loaded = pick(module)));
  loaders.add(preload);
  const Lazy = lazy(async () => ({ default: await preload() }));
  function LazyScreen(props: P) {
    return createElement((loaded ?? Lazy) as ComponentType<P>, props);
  }
  return Object.assign(LazyScreen, { preload, isLoaded: () => loaded !== null });
}

/**
 * The rest of a screen, fetched once the screen has painted what it can draw without it: until then, and while it
 * loads, `placeholder` is drawn. The rest replaces the placeholder, so the placeholder draws the same beginning (a
 * greeting) and the rest adds below it. Used where the first paint would otherwise wait for many files and API
 * calls (the client dashboard's largest paint waited for ~50 files and nine calls). Once its code has
 * come (a second visit, or tests that preload every screen) it renders at once.
 */
export function lazyAfterPaint<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  const Rest = lazyScreen(load, pick);
  function AfterPaint({ placeholder, ...props }: P & { placeholder: ReactNode }) {
    const painted = useAfterPaint(Rest.isLoaded());
    if (!painted) return <>{placeholder}</>;
    return (
      <Suspense fallback={placeholder}>
        <Rest {...(props as P)} />
      </Suspense>
    );
  }
  return Object.assign(AfterPaint, { preload: Rest.preload, isLoaded: Rest.isLoaded });
}

/** Fetches every lazy screen, including those a fetched screen declares in turn (the dashboards inside /). */
export async function preloadScreens(): Promise<void> {
  let done = 0;
  while (done < loaders.size) {
    const pending = [...loaders].slice(done);
    done = loaders.size;
    await Promise.all(pending.map((load) => load()));
  }
}
