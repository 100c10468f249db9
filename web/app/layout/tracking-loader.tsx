import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useCurrentUser } from '../../lib/session';
import { hasInjectedHeaderCode, injectHeaderCode } from '../../lib/tracking/header-code';
import { PAGE_VIEW_DELAY_MS, sendPageView } from '../../lib/tracking/page-view';
import { configurePixel } from '../../lib/tracking/pixel';
import { activeHeaderCodesQueryOptions, pixelConfigQueryOptions } from '../../lib/tracking/queries';

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
    if (!isLoading && adminScreen && hasInjectedHeaderCode()) window.location.reload();
  }, [isLoading, adminScreen]);

  useEffect(() => {
    if (enabled && headerCodes.data) void injectHeaderCode(headerCodes.data);
  }, [enabled, headerCodes.data]);

  useEffect(() => {
    if (enabled && pixel.data) configurePixel(pixel.data);
  }, [enabled, pixel.data]);

  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => sendPageView(location), PAGE_VIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [enabled, location]);

  return null;
}
