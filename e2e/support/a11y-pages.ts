import { webRoutes } from '../../contract/web-routes';

// Which pages axe scans where (docs/decisions.md, 'Accessibility scans once per page'). The walk
// (e2e/accessibility.spec.ts) scans every page listed here in en and in ar; the ordinary journeys, which run in English,
// skip these addresses and scan only what the walk cannot reach (a site's, an order's or a ticket's own page, a
// checkout step, an admin sub-tab), each route once per run.

/** Every public page, as a visitor sees it. */
export const WALK_PUBLIC_PAGES = [
  '/',
  '/auth',
  '/auth?tab=register',
  '/auth?tab=login',
  '/auth?tab=recover',
  '/plugins',
  '/themes',
  '/paid-hosting',
  '/compute',
  '/report-abuse',
  '/support/new',
  '/terms',
  '/privacy',
  '/acceptable-use',
  '/help',
  '/accessibility',
  '/billing',
  '/verify-email',
  '/a-page-that-does-not-exist',
];

/** A fresh client's pages. */
export const WALK_CLIENT_PAGES = ['/dashboard', '/profile', '/settings', '/billing', '/support', '/support/new'];

const ADMIN_TABS = [
  'hosting',
  'abuse',
  'packages',
  'pending-orders',
  'plugins',
  'themes',
  'users',
  'user-groups',
  'vps',
  'cloud',
  'analytics',
  'support',
  'help',
  'settings',
  'system',
];

/** The admin's pages and each tab of the admin dashboard. */
export const WALK_ADMIN_PAGES = [
  '/dashboard',
  '/client',
  '/admin/api-settings',
  ...ADMIN_TABS.map((t) => `/admin-dashboard#${t}`),
];

/** The app's routes as patterns (`/sites/:id`, `/plugin/:slug`): a route, not the record it shows, is the page. */
const ROUTE_PATTERNS = webRoutes
  .filter((route) => route.path.includes(':'))
  .map((route) => ({ path: route.path, pattern: new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}$`) }));

/**
 * The page an address shows, for "scanned once per run": a path becomes its route's pattern, a number in the hash
 * (an admin's ticket, `#support/12`) becomes `:id`, and query values other than short words become `:v`. So
 * `/sites/12` and `/sites/13` are one page, while `/auth?tab=login` and `/auth?tab=register` (two forms) stay two.
 */
export function pageOf(address: string): string {
  const url = new URL(address, 'http://page.test');
  const path = ROUTE_PATTERNS.find((route) => route.pattern.test(url.pathname))?.path ?? url.pathname;
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => `${k}=${/^[a-z-]{1,24}$/.test(v) ? v : ':v'}`)
    .sort()
    .join('&');
  const hash = url.hash.slice(1).replace(/\d+/g, ':id');
  return `${path}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`;
}

/** The pages the walk scans in both locales: a journey that reaches one leaves it to the walk. */
export const WALKED_PAGES: ReadonlySet<string> = new Set(
  [...WALK_PUBLIC_PAGES, ...WALK_CLIENT_PAGES, ...WALK_ADMIN_PAGES].map(pageOf),
);
