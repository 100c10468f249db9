/** One benchmark: prepares data through the API or SQL, then names the request autocannon repeats. */
export interface Scenario {
  name: string;
  description: string;
  /** Which server it runs against: PostgreSQL (default) or PGlite, what `npm start` gives a newcomer. */
  database?: 'postgres' | 'pglite';
  prepare(ctx: {
    appUrl: string;
    databaseUrl: string;
  }): Promise<{ path: string; headers?: Record<string, string>; method?: 'GET' | 'POST' }>;
}

/** What Chromium sends: for scenarios that measure what a browser gets (the catalogue's ready compressed answers). */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
