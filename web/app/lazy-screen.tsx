import { createElement, lazy, type ComponentType } from 'react';

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
};

export function lazyScreen<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): LazyScreen<P> {
  let loaded: ComponentType<P> | null = null;
  const preload = () => load().then((module) => (loaded = pick(module)));
  loaders.add(preload);
  const Lazy = lazy(async () => ({ default: await preload() }));
  function LazyScreen(props: P) {
    return createElement((loaded ?? Lazy) as ComponentType<P>, props);
  }
  return Object.assign(LazyScreen, { preload });
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
