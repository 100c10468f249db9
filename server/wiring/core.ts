import type { AppDeps } from './deps.js';
import type { Config } from '../config.js';
import type { ChangeFeed } from '../db/change-feed.js';
import type { Db } from '../db/client.js';
import { createJobRunner, type JobRunner } from '../jobs/runner.js';
import type { AuditLog } from '../lib/audit-log.js';
import type { SecretBox } from '../lib/secret-box.js';
import { createSystemHealth, type SystemHealth } from '../lib/system-health.js';
import { createClients, type Clients } from './clients.js';

/** What every module's wire(core, built) receives besides the services built before it. */
export interface Core {
  config: Config;
  db: Db;
  secretBox: SecretBox;
  now: () => Date;
  log: AuditLog;
  /** LISTEN/NOTIFY between instances, when the process has one (server/db/change-feed.ts). */
  changeFeed?: ChangeFeed;
  /** One job runner per instance; modules register their job kinds on it, start.ts starts it after listen. */
  jobs: JobRunner;
  /** Every outside client reports its calls here, for System → Status; built before the clients it observes. */
  health: SystemHealth;
  clients: Clients;
}

export function createCore(config: Config, deps: AppDeps, log: AuditLog): Core {
  const now = deps.now ?? (() => new Date());
  const health = createSystemHealth({ now });
  return {
    config,
    db: deps.db,
    secretBox: deps.secretBox,
    now,
    log,
    changeFeed: deps.changeFeed,
    // Lanes on PostgreSQL; on PGlite one connection serves everything, so one job at a time (jobs/lanes.ts).
    jobs: createJobRunner({
      db: deps.db,
      log,
      now,
      retryBaseMs: config.jobRetryBaseMs,
      lanes: config.databaseUrl ? { kind: 'lanes', concurrency: config.jobLanes } : { kind: 'single' },
    }),
    health,
    clients: createClients(config, deps, health),
  };
}

/**
 * Builds the services in the order of the calls to add(): each module's wire receives the core and what the modules
 * added before it built, and answers its own services. A wire that needs a service added later does not compile, so
 * the order is checked and there are no cycles.
 */
export interface Composer<S extends object> {
  add<T extends object>(wire: (core: Core, built: S) => T): Composer<S & T>;
  readonly services: S;
}

export function compose<S extends object>(core: Core, built: S): Composer<S> {
  return {
    add: (wire) => compose(core, { ...built, ...wire(core, built) }),
    services: built,
  };
}
