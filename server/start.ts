import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { AppDeps } from './wiring/deps.js';
import type { Config } from './config.js';
import { createChangeFeed } from './db/change-feed.js';
import { openDatabase, type Database } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { createSecretBox, loadOrCreateSecretKey, type SecretBox } from './lib/secret-box.js';

// open db → migrate → build the app → first admin → listen → jobs. Shared by server/main.ts and
// `npm run demo` (sandbox/demo.ts), so the demo starts HostFree exactly as production does.

export interface StartOptions {
  /** Outside clients to use instead of the real ones (the demo passes sandbox-backed ones). */
  deps?: Partial<Omit<AppDeps, 'db' | 'secretBox'>>;
  /** Runs after migrations and the first admin, before the server listens (the demo stores its settings here). */
  beforeListen?: (app: FastifyInstance, context: { secretBox: SecretBox; database: Database }) => Promise<void>;
  /** Where the first-admin lines go; default: the log (or stderr when LOG_LEVEL hides warnings). */
  onAdminLine?: (line: string) => void;
}

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  url: string;
  close(): Promise<void>;
}

export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const database = await openDatabase(config);
  await runMigrations(database);
  const secretBox = createSecretBox(loadOrCreateSecretKey(config.secretKeyHex, config.dataDir));
  // Instances tell each other about changed sessions (sign-out, password or role change) through the database.
  const changeFeed = createChangeFeed(database);
  // The file store and the other outside clients are built once, in the composition root (server/wiring/clients.ts).
  const app = await buildApp(config, { ...options.deps, db: database.db, secretBox, changeFeed });
  // A generated admin password is printed once; it must reach the operator even when LOG_LEVEL hides warnings.
  await app.services.accounts.ensureFirstAdmin(
    config.admin,
    options.onAdminLine ??
      ((line) => {
        if (['trace', 'debug', 'info', 'warn'].includes(config.logLevel)) app.log.warn(line);
        else console.error(line);
      }),
  );
  await options.beforeListen?.(app, { secretBox, database });
  const stopMaintenance = startMaintenance(app);

  await app.listen({ host: config.host, port: config.port });
  // Jobs (hosting provisioning retries, …) run once the server is up; every instance runs its own runner.
  app.services.jobs.start();
  // Compute status sync, trial expiry catch-up and the sweeper: asked for every 15 s, run once across instances.
  app.services.compute.lifecycle.startTicker();
  // The abuse scan's weekly rescan: due sites are queued by a sweep, asked for by every instance, run by one.
  const stopAbuseSweep = app.services.abuse.detection.startSweepTicker();
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  const url = `http://localhost:${port}`;
  app.log.info(`HostFree is serving on ${url} (${database.kind})`);

  return {
    app,
    database,
    url,
    async close() {
      stopMaintenance();
      app.services.compute.lifecycle.stopTicker();
      stopAbuseSweep();
      await app.services.jobs.stop();
      await app.close();
      await changeFeed.close();
      await database.close();
    },
  };
}

// Expired sessions and spent rate-limit windows are dead rows; any instance may sweep them (deletes are
// idempotent, so several instances doing it at once is harmless).
const MAINTENANCE_EVERY_MS = 15 * 60_000;

// Pending donations, VPS checkouts and paid trial runs whose webhook never came are asked about at Stripe, and every
// package's quotas are put back on its WHM package should someone have edited it there. The jobs are
// deduplicated across instances.
function startMaintenance(app: FastifyInstance): () => void {
  const reconcile = () =>
    Promise.all([
      app.services.hosting
        .scheduleWhmPackageSync()
        .catch((err: unknown) => app.log.warn({ err }, 'could not queue the WHM package sync')),
      app.services.donations
        .scheduleReconciliation()
        .catch((err: unknown) => app.log.warn({ err }, 'could not queue donation reconciliation')),
      app.services.vps
        .scheduleReconciliation()
        .catch((err: unknown) => app.log.warn({ err }, 'could not queue VPS reconciliation')),
      app.services.idleSites
        .scheduleSweep()
        .catch((err: unknown) => app.log.warn({ err }, 'could not queue the idle-site sweep')),
      app.services.compute
        .scheduleExtraRunReconciliation()
        .catch((err: unknown) => app.log.warn({ err }, 'could not queue paid trial run reconciliation')),
      app.services.support.autoClose
        .schedule()
        .catch((err: unknown) => app.log.warn({ err }, 'could not queue closing solved tickets')),
    ]);
  void reconcile();
  const timer = setInterval(() => {
    Promise.all([app.services.sessions.purgeExpired(), app.services.rateLimits.purgeExpired(), reconcile()]).catch(
      (err: unknown) => app.log.warn({ err }, 'maintenance sweep failed'),
    );
  }, MAINTENANCE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
