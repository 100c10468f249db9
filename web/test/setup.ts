import '@testing-library/jest-dom/vitest';
import { webcrypto } from 'node:crypto';
import { DecompressionStream as NodeDecompressionStream } from 'node:stream/web';
import '../lib/preact-effect-timing';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { preloadToaster } from '../components/deferred-toaster';
import { preloadDialog } from '../components/ui/dialog';
import { resetToasts } from '../components/ui/use-toast';
import { resetClientConfigCache } from '../lib/client-config';
import { loadIcu } from '../lib/i18n/catalogues';

// cn() only joins classes (docs/decisions.md, 'cn() without tailwind-merge'): two classes for one property are
// decided by the stylesheet's order, not the attribute's. Here every cn() call is checked with tailwind-merge, and a
// test whose render asked for conflicting classes fails (give the component a variant or a prop instead).
const cnConflicts = vi.hoisted(() => [] as string[]);
vi.mock('../lib/utils', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../lib/utils')>();
  const { twMerge } = await import('tailwind-merge');
  // Built once here, not in the first render (a test that times a render would pay for it).
  twMerge('p-1 p-2');
  const checked = new Set<string>();
  return {
    ...actual,
    cn: (...inputs: Parameters<typeof actual.cn>) => {
      const joined = actual.cn(...inputs);
      if (checked.has(joined)) return joined;
      checked.add(joined);
      const kept = new Set(twMerge(joined).split(' '));
      const lost = joined.split(' ').filter((c) => c && !kept.has(c));
      if (lost.length > 0) cnConflicts.push(`cn("${joined}"): a later class overrides [${lost.join(' ')}]`);
      return joined;
    },
  };
});

// findBy*/waitFor wait 1 s by default; a loaded CI machine renders slower than that, and a test must not fail by chance.
// 10 s: a form's first check now fetches its zod schemas (web/lib/lazy-resolver.ts), which took 4–6 s to import in a
// test on a machine at load 20–30. A passing test waits no longer for it; only a failing one reports later.
// defaultIgnore: Radix's toast also writes its text, for about a second after a frame, into a visually hidden
// role="status" copy for screen readers. A text query that matches a toast's description found both whenever the
// frame came first (a loaded CI machine), and failed with 'multiple elements'. Tests read the visible toast.
configure({ asyncUtilTimeout: 10_000, defaultIgnore: 'script, style, span[role="status"][aria-live][style*="clip"]' });

// The app fetches the toaster at the first interaction; tests start with it there, as a page is after a click.
await preloadToaster();
// Dialogs load their parts when the first one opens (components/ui/dialog.tsx); tests start with them loaded, as a
// page is after its first dialog. components/ui/dialog.test.tsx covers the first open.
await preloadDialog();
// A message with a plural fetches the ICU formatter once, under the page's Suspense boundary (web/lib/i18n); tests
// render a screen without that boundary, so they start with the formatter here, as a page is after its first plural.
await loadIcu();

// The web project runs each file in its own VM context holding jsdom's window (vitest.config.ts, pool 'vmForks'),
// which lacks two Web APIs every browser we support has and the code uses: SubtleCrypto (the abuse report's
// challenge) and DecompressionStream (reading a zip's header before upload). Node's are the same standard APIs.
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
globalThis.DecompressionStream ??= NodeDecompressionStream as unknown as typeof DecompressionStream;

// jsdom lacks a few browser APIs that Radix primitives call.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
}
Element.prototype.scrollIntoView ??= () => {};
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as unknown as typeof window.matchMedia;
// jsdom has no canvas: answer null like a browser without one would, instead of printing "not implemented".
HTMLCanvasElement.prototype.getContext = (() => null) as unknown as typeof HTMLCanvasElement.prototype.getContext;

afterEach(() => {
  cleanup();
  resetToasts();
  resetClientConfigCache();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  if (cnConflicts.length > 0) throw new Error(`cn() joined conflicting classes:\n${cnConflicts.splice(0).join('\n')}`);
});
