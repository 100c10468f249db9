// The site pages themselves, apart from their schemas (site-pages.ts, which re-exports this file): /terms, /privacy
// and /acceptable-use read their titles without loading zod (first load; as donation-tier-list.ts).

export const SITE_PAGE_SLUGS = ['terms', 'privacy', 'acceptable-use'] as const;
export type SitePageSlug = (typeof SITE_PAGE_SLUGS)[number];

/** Each page's title and public path (contract/web-routes.ts lists the same paths). */
export const SITE_PAGES: Record<SitePageSlug, { title: string; path: string }> = {
  terms: { title: 'Terms of Service', path: '/terms' },
  privacy: { title: 'Privacy Policy', path: '/privacy' },
  'acceptable-use': { title: 'Acceptable Use Policy', path: '/acceptable-use' },
};
