// The spec's route table (000 §2 and 001 §2) in one place. `built: false` routes belong to features not
// built yet: the web router shows the 404 page for them and the server answers them with status 404.
export type WebAccess = 'everyone' | 'signed-in' | 'admin';

export interface WebRoute {
  path: string;
  access: WebAccess;
  built: boolean;
}

export const webRoutes: WebRoute[] = [
  { path: '/', access: 'everyone', built: true },
  { path: '/auth', access: 'everyone', built: true },
  { path: '/conversion', access: 'everyone', built: true },
  { path: '/dashboard', access: 'everyone', built: true },
  { path: '/profile', access: 'signed-in', built: true },
  { path: '/settings', access: 'signed-in', built: true },
  // One hosting account's Manage site area (HTTPS, WordPress, e-mail, DNS, backups).
  { path: '/sites/:id', access: 'signed-in', built: true },
  { path: '/admin-dashboard', access: 'admin', built: true },
  { path: '/client', access: 'admin', built: true },
  { path: '/admin/api-settings', access: 'admin', built: true },
  { path: '/plugins', access: 'everyone', built: true },
  { path: '/plugin-library', access: 'everyone', built: true },
  { path: '/themes', access: 'everyone', built: true },
  { path: '/theme-library', access: 'everyone', built: true },
  { path: '/plugin/:slug', access: 'everyone', built: true },
  { path: '/plugin/:slug/donate', access: 'everyone', built: true },
  { path: '/plugin-checkout-success', access: 'everyone', built: true },
  { path: '/donation-success', access: 'everyone', built: true },
  { path: '/vps-checkout', access: 'everyone', built: true },
  { path: '/vps-success', access: 'everyone', built: true },
  { path: '/paid-hosting', access: 'everyone', built: true },
  { path: '/compute', access: 'everyone', built: true },
  // The abuse report form and the pages every host has.
  { path: '/report-abuse', access: 'everyone', built: true },
  // The page an e-mail confirmation link opens (contract/email-verification.ts).
  { path: '/verify-email', access: 'everyone', built: true },
  // The support desk: a request without an account (and appeals), the conversation a support mail links to.
  { path: '/support/new', access: 'everyone', built: true },
  { path: '/support/thread', access: 'everyone', built: true },
  // A signed-in person's tickets and one ticket (the same /support/new gives them the signed-in form).
  { path: '/support', access: 'signed-in', built: true },
  { path: '/support/tickets/:id', access: 'signed-in', built: true },
  // The billing centre; signed in, or a visitor with the signed link of a receipt (contract/billing.ts).
  { path: '/billing', access: 'everyone', built: true },
  { path: '/terms', access: 'everyone', built: true },
  { path: '/privacy', access: 'everyone', built: true },
  { path: '/acceptable-use', access: 'everyone', built: true },
  // The help center (contract/help-center.ts): every "contact support" links beside it.
  { path: '/help', access: 'everyone', built: true },
  { path: '/help/:slug', access: 'everyone', built: true },
  // The accessibility statement and its feedback channel (a support ticket in the Accessibility category).
  { path: '/accessibility', access: 'everyone', built: true },
];

function toRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

const builtMatchers = webRoutes.filter((r) => r.built).map((r) => toRegExp(r.path));

/** True when the path belongs to a screen that exists (query string ignored). */
export function isBuiltWebPath(pathname: string): boolean {
  const clean = pathname.split('?')[0].split('#')[0] || '/';
  return builtMatchers.some((re) => re.test(clean));
}
