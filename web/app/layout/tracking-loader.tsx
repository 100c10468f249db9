import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useCurrentUser } from '../../lib/session';
import { PAGE_VIEW_DELAY_MS } from '../../lib/tracking/page-view-delay';
import { activeHeaderCodesQueryOptions, pixelConfigQueryOptions } from '../../lib/tracking/queries';

// The header code loader and the pixel are fetched only when the server's answers give them something to do (a site
// without snippets or an active pixel never downloads them), and the page view's code when its 3 s have passed.
let headerCodeStarted = false;

/**
 * Admin screens never run header snippets or the pixel (docs/security.md): an admin fixing a broken or hostile
 * snippet is not attacked by it. That covers /admin… and everything an admin sees (/ and /dashboard show them
 * the admin dashboard).
 */
export function isAdminScreen(path: string, isAdmin: boolean) {
  return isAdmin || path === '/admin' || path.startsWith('/admin/') || path.startsWith('/admin-');
}

/** Injects the active header code and the pixel on public pages, and sends a page view 3 s after each page. */
export function TrackingLoader() {
  const [location] = useLocation();
  const { isAdmin, isLoading } = useCurrentUser();
  const adminScreen = isAdminScreen(location, isAdmin);
  const enabled = !isLoading && !adminScreen;
  const headerCodes = useQuery({ ...activeHeaderCodesQueryOptions(), enabled });
  const pixel = useQuery({ ...pixelConfigQueryOptions(), enabled });

  // Snippets already ran in this document and an admin screen opens: start it from a clean page.
  useEffect(() => {
    if (!isLoading && adminScreen && headerCodeStarted) window.location.reload();
  }, [isLoading, adminScreen]);

  useEffect(() => {
    const snippets = headerCodes.data;
    if (!enabled || !snippets || snippets.length === 0 || headerCodeStarted) return;
    headerCodeStarted = true;
    void import('../../lib/tracking/header-code').then(({ injectHeaderCode }) => injectHeaderCode(snippets));
  }, [enabled, headerCodes.data]);

  useEffect(() => {
    const config = pixel.data;
    // An inactive pixel tracks nothing: its events (lib/tracking/pixel.ts) are dropped whether or not it is told so.
    if (!enabled || !config?.isActive) return;
    void import('../../lib/tracking/pixel').then(({ configurePixel }) => configurePixel(config));
  }, [enabled, pixel.data]);

  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(
      () =>
        void import('../../lib/tracking/page-view')
          .then(({ sendPageView }) => sendPageView(location))
          .catch(() => undefined),
      PAGE_VIEW_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [enabled, location]);

  return null;
}
