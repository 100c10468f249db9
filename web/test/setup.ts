import '@testing-library/jest-dom/vitest';
import '../lib/preact-effect-timing';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { preloadToaster } from '../components/deferred-toaster';
import { resetToasts } from '../components/ui/use-toast';
import { resetClientConfigCache } from '../lib/client-config';

// findBy*/waitFor wait 1 s by default; a loaded CI machine renders slower than that, and a test must not fail by chance.
configure({ asyncUtilTimeout: 5000 });

// The app fetches the toaster at the first interaction; tests start with it there, as a page is after a click.
await preloadToaster();

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
  matches: false, media: query, onchange: null,
  addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
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
});
