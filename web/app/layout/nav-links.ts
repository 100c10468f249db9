import { isBuiltWebPath } from '../../../contract/web-routes.js';

// The navigation bar's links (000 §2). Admin-only links follow the shared ones.

/**
 * The Compute links (nav bar and user menu) show once /compute is built: they follow that route's `built` flag in
 * contract/web-routes.ts, so the compute screens turn them on by marking their route built, and until then no
 * link leads to the 404 page.
 */
export const COMPUTE_LINKS_SHOWN = isBuiltWebPath('/compute');
export interface NavLink {
  href: string;
  label: string;
  external?: boolean;
  /** An element id on the page at `href` to scroll to (after the page's code has arrived). */
  anchor?: string;
}

export function navLinks({ signedIn, isAdmin }: { signedIn: boolean; isAdmin: boolean }): NavLink[] {
  const links: NavLink[] = [
    { href: '/', label: signedIn ? 'Dashboard' : 'Home' },
    { href: '/plugins', label: 'Plugin Library' },
    { href: '/themes', label: 'Theme Library' },
    // The donate section of / (the landing page, or the dashboard's donation banner): from any page.
    { href: '/#donate', label: 'Donate', anchor: 'donate' },
  ];
  if (isAdmin) {
    links.push(
      ...(COMPUTE_LINKS_SHOWN ? [{ href: '/compute', label: 'Compute' }] : []),
      { href: '/client', label: 'Client View' },
      { href: '/admin/api-settings', label: 'API Settings' },
    );
  }
  return links;
}
