import { recreateBenchDatabase } from './database.js';
import { startBaseline, startBenchApp, type RunningServer } from './processes.js';
import type { Scenario } from './scenario.js';

/** The scenarios named on the command line, or every one when none is. */
export function selectScenarios(scenarios: Scenario[], only: string[]): Scenario[] {
  return only.length ? scenarios.filter((s) => only.includes(s.name)) : scenarios;
}

export interface BenchServers {
  databaseUrl: string;
  baseline: RunningServer;
  app: RunningServer;
  /** Another server the run starts: stopped with the others. */
  keep(server: RunningServer): void;
}

/**
 * A fresh bench database, the bare baseline and the app on it, for `run`; every server is stopped afterwards,
 * also when starting one or the run fails, so no port stays taken for the next run.
 */
export async function withBenchServers(
  options: { benchDb: string; baselinePort: string; appPort: string; appNodeFlags?: string[] },
  run: (servers: BenchServers) => Promise<void>,
): Promise<void> {
  const servers: RunningServer[] = [];
  try {
    const databaseUrl = await recreateBenchDatabase(options.benchDb);
    const baseline = await startBaseline(options.baselinePort);
    servers.push(baseline);
    const app = await startBenchApp(options.appPort, databaseUrl, options.appNodeFlags);
    servers.push(app);
    await run({ databaseUrl, baseline, app, keep: (server) => void servers.push(server) });
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}
