// The navigation bar's links (000 §2). Admin-only links follow the shared ones.
export interface NavLink {
  href: string;
  label: string;
  /** An in-page section (#donate): the bar goes to its page, then scrolls to it. */
  anchor?: string;
}

export const DONATE_ANCHOR = 'donate';

export function navLinks({ signedIn, isAdmin }: { signedIn: boolean; isAdmin: boolean }): NavLink[] {
  // The donate section is on the landing page and, as the donation banner, on the client dashboard; an admin's
  // home is the admin dashboard, so their Donate goes to the client view, which carries the banner.
  const donatePage = isAdmin ? '/client' : '/';
  const links: NavLink[] = [
    { href: '/', label: signedIn ? 'Dashboard' : 'Home' },
    { href: '/plugins', label: 'Plugin Library' },
    { href: '/themes', label: 'Theme Library' },
    { href: `${donatePage}#${DONATE_ANCHOR}`, label: 'Donate', anchor: DONATE_ANCHOR },
  ];
  if (isAdmin) {
    links.push(
      { href: '/compute', label: 'Compute' },
      { href: '/client', label: 'Client View' },
      { href: '/admin/api-settings', label: 'API Settings' },
    );
  }
  return links;
}
