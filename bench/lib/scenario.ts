/** One benchmark: prepares data through the API or SQL, then names the request autocannon repeats. */
export interface Scenario {
  name: string;
  description: string;
  prepare(ctx: { appUrl: string; databaseUrl: string }): Promise<{ path: string; headers?: Record<string, string>; method?: 'GET' | 'POST' }>;
}
