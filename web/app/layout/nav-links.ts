// The navigation bar's links (000 §2). Admin-only links follow the shared ones.
export interface NavLink {
  href: string;
  label: string;
  external?: boolean;
}

export function navLinks({ signedIn, isAdmin }: { signedIn: boolean; isAdmin: boolean }): NavLink[] {
  const links: NavLink[] = [
    { href: '/', label: signedIn ? 'Dashboard' : 'Home' },
    { href: '/plugins', label: 'Plugin Library' },
    { href: '/themes', label: 'Theme Library' },
    { href: '#donate', label: 'Donate', external: true },
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
