import { isBuiltWebPath } from '../../../contract/web-routes.js';
import type english from '../../../contract/i18n/catalogue/en/layout.json';

type LayoutKey = keyof typeof english;

// The navigation bar's links (000 §2). Admin-only links follow the shared ones.

/**
 * The Compute links (nav bar and user menu) show once /compute is built: they follow that route's `built` flag in
 * contract/web-routes.ts, so the compute screens turn them on by marking their route built, and until then no
 * link leads to the 404 page.
 */
export const COMPUTE_LINKS_SHOWN = isBuiltWebPath('/compute');
export interface NavLink {
  href: string;
  /** A key of the layout catalogue (messages.ts): the bar says it in the page's language. */
  label: LayoutKey;
  /** An element id on the page at `href` to scroll to (after the page's code has arrived). */
  /** An in-page section (#donate): the bar goes to its page, then scrolls to it. */
  anchor?: string;
}

export const DONATE_ANCHOR = 'donate';

export function navLinks({ signedIn, isAdmin }: { signedIn: boolean; isAdmin: boolean }): NavLink[] {
  // The donate section is on the landing page and, as the donation banner, on the client dashboard; an admin's
  // home is the admin dashboard, so their Donate goes to the client view, which carries the banner.
  const donatePage = isAdmin ? '/client' : '/';
  const links: NavLink[] = [
    { href: '/', label: signedIn ? 'dashboard' : 'home' },
    { href: '/plugins', label: 'pluginLibrary' },
    { href: '/themes', label: 'themeLibrary' },
    { href: `${donatePage}#${DONATE_ANCHOR}`, label: 'donate', anchor: DONATE_ANCHOR },
    // What a signed-in user pays for (a visitor reaches it through their receipt's link).
    ...(signedIn ? [{ href: '/billing', label: 'billing' } satisfies NavLink] : []),
    // Their tickets with the support desk (an admin's bar is full; their user menu has it).
    ...(signedIn && !isAdmin ? [{ href: '/support', label: 'support' } satisfies NavLink] : []),
  ];
  if (isAdmin) {
    links.push(
      ...(COMPUTE_LINKS_SHOWN ? [{ href: '/compute', label: 'compute' } satisfies NavLink] : []),
      { href: '/client', label: 'clientView' },
      { href: '/admin/api-settings', label: 'apiSettings' },
    );
  }
  return links;
}
