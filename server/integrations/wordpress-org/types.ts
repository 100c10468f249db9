// The wordpress.org plugin and theme info APIs (1.2) as the server sees them (wire details:
// ../shared/reference/wordpress-org.md). A lookup never rejects for an HTTP-level failure: every slug asked about
// comes back with a result, so one bad batch cannot hide the answers of the others.

export type WordpressOrgKind = 'plugin' | 'theme';

/** What wordpress.org knows about one slug. */
export type VersionLookup =
  | {
      status: 'found';
      version: string;
      /** Decoded display name (wordpress.org sends HTML entities). */
      name: string | null;
      /** ISO 8601: a full timestamp when wordpress.org gives the time, else a date (YYYY-MM-DD). */
      lastUpdated: string | null;
      /** "Tested up to" WordPress version; plugins only (themes have no such field). */
      tested: string | null;
      requires: string | null;
      requiresPhp: string | null;
    }
  /** wordpress.org answered that it has no such (or no longer such) plugin or theme. */
  | { status: 'not_found'; message: string }
  /** No usable answer (5xx, 429, time-out, network, non-JSON …): try again later, it says nothing about the slug. */
  | { status: 'error'; message: string };

export type VersionLookups = Record<string, VersionLookup>;

export interface LookUpOptions {
  /** Called after each batch with that batch's results (the worker stores them as they come). */
  onBatch?: (results: VersionLookups) => Promise<void>;
  /** Stops before the next batch; the slugs not asked yet come back as errors. */
  signal?: AbortSignal;
}

export interface WordpressOrgClient {
  /** One request for at most `maxBatchSize` slugs. */
  lookUpBatch(kind: WordpressOrgKind, slugs: string[]): Promise<VersionLookups>;
  /**
   * Any number of slugs: split into batches, paced, and given up early (the rest as errors) after
   * consecutive batches failed outright, so an outage is not hammered.
   */
  lookUpVersions(kind: WordpressOrgKind, slugs: string[], options?: LookUpOptions): Promise<VersionLookups>;
}

export interface WordpressOrgClientOptions {
  /** https://api.wordpress.org, or a sandbox on loopback. */
  baseUrl: string;
  /** Descriptive, e.g. "HostFree/0.1.0; https://hostfree.cc" (reference §3). */
  userAgent: string;
  /** Per request, headers and body together; default 15 s like WordPress core. */
  timeoutMs?: number;
  /** Pause between batches; default 1 s. */
  pauseMs?: number;
  /** Default 100, the API's maximum. */
  maxBatchSize?: number;
  /** Batches that fail outright in a row before the rest is given up; default 2. */
  maxConsecutiveFailures?: number;
  fetch?: typeof fetch;
}

/** The API's slug rule; anything else cannot be on wordpress.org. */
export const WORDPRESS_ORG_SLUG = /^[a-z0-9_-]+$/;
