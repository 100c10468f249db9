import { trackPageView } from './pixel';

export { PAGE_VIEW_DELAY_MS } from './page-view-delay';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * One page view, sent to every listener at once: the pixel (PageView, when trackPageViews), a tag manager
 * snippet's dataLayer if one defined it, and a DOM event `hostfree:page-view` that any header snippet may listen to.
 */
export function sendPageView(path: string) {
  trackPageView();
  if (Array.isArray(window.dataLayer)) window.dataLayer.push({ event: 'page_view', page_path: path });
  window.dispatchEvent(new CustomEvent('hostfree:page-view', { detail: { path } }));
}
