// Turning wordpress.org answers into what we store: the item columns (latestVersion …), the check's
// `response`, and a one-line message for the admin when some slugs could not be checked.
import type { VersionLookup, VersionLookups, WordpressOrgKind } from '../../../integrations/wordpress-org/types.js';

export const SOURCE_WORDPRESS_ORG = 'wordpress.org';
export const SOURCE_NOT_FOUND = 'not-found';
export const NOT_LISTED_NOTE = 'Not listed on wordpress.org';

/** What a check keeps per slug in wp_version_checks.response. */
export type SlugOutcome =
  | { status: 'found'; version: string; lastUpdated: string | null }
  | { status: 'not_found' }
  | { status: 'error'; message: string };

export interface CheckResponse {
  total: number;
  found: number;
  notFound: number;
  failed: number;
  results: Record<string, SlugOutcome>;
}

export function toOutcome(lookup: VersionLookup): SlugOutcome {
  if (lookup.status === 'found') return { status: 'found', version: lookup.version, lastUpdated: lookup.lastUpdated };
  if (lookup.status === 'not_found') return { status: 'not_found' };
  return { status: 'error', message: lookup.message };
}

/** A slug answered for good (found or not listed) is not asked again when the job retries. */
export const isSettled = (outcome: SlugOutcome | undefined) =>
  outcome?.status === 'found' || outcome?.status === 'not_found';

/** Answers stored by earlier attempts of the same check (the row's `response`). */
export function readStoredResults(response: unknown): Record<string, SlugOutcome> {
  const results = (response as Partial<CheckResponse> | null)?.results;
  return results && typeof results === 'object' ? { ...results } : {};
}

export function buildResponse(slugs: string[], results: Record<string, SlugOutcome>): CheckResponse {
  const counts = { found: 0, notFound: 0, failed: 0 };
  const kept: Record<string, SlugOutcome> = {};
  for (const slug of slugs) {
    const outcome = results[slug];
    if (!outcome) continue;
    kept[slug] = outcome;
    if (outcome.status === 'found') counts.found += 1;
    else if (outcome.status === 'not_found') counts.notFound += 1;
    else counts.failed += 1;
  }
  return { total: slugs.length, ...counts, results: kept };
}

/** "Last updated 2024-09-03; tested up to WordPress 6.6.2": what an admin wants beside the version. */
export function describeFound(
  kind: WordpressOrgKind,
  lookup: Extract<VersionLookup, { status: 'found' }>,
): string | null {
  const parts: string[] = [];
  if (lookup.lastUpdated) parts.push(`Last updated ${lookup.lastUpdated.slice(0, 10)}`);
  if (kind === 'plugin' && lookup.tested) parts.push(`tested up to WordPress ${lookup.tested}`);
  if (lookup.requires) parts.push(`requires WordPress ${lookup.requires}`);
  if (lookup.requiresPhp) parts.push(`PHP ${lookup.requiresPhp}`);
  return parts.length > 0 ? parts.join('; ') : null;
}

/** The item columns for one answer; null for an error, which leaves the item's last good answer in place. */
export function toItemUpdate(kind: WordpressOrgKind, lookup: VersionLookup, checkedAt: Date) {
  if (lookup.status === 'found') {
    return {
      latestVersion: lookup.version,
      checkedAt,
      source: SOURCE_WORDPRESS_ORG,
      notes: describeFound(kind, lookup),
    };
  }
  if (lookup.status === 'not_found')
    return { latestVersion: null, checkedAt, source: SOURCE_NOT_FOUND, notes: NOT_LISTED_NOTE };
  return null;
}

/** "wordpress.org answered HTTP 500: 100 of 150 plugins not checked (example-a, example-b, …)". */
export function describeFailures(kind: WordpressOrgKind, total: number, failed: [string, string][]): string {
  const byMessage = new Map<string, number>();
  for (const [, message] of failed) byMessage.set(message, (byMessage.get(message) ?? 0) + 1);
  // The most frequent reason, ignoring "Not asked" placeholders when a real reason exists.
  const reasons = [...byMessage.entries()].sort(
    (a, b) => Number(a[0].startsWith('Not asked')) - Number(b[0].startsWith('Not asked')) || b[1] - a[1],
  );
  const noun = kind === 'plugin' ? (total === 1 ? 'plugin' : 'plugins') : total === 1 ? 'theme' : 'themes';
  const named = failed
    .slice(0, 5)
    .map(([slug]) => slug)
    .join(', ');
  return `${reasons[0]![0]}: ${failed.length} of ${total} ${noun} not checked (${named}${failed.length > 5 ? ', …' : ''})`;
}

export const errorEntries = (lookups: VersionLookups): [string, string][] =>
  Object.entries(lookups).flatMap(([slug, l]) => (l.status === 'error' ? [[slug, l.message] as [string, string]] : []));
