import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, parseConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { createSecretBox, loadOrCreateSecretKey } from './lib/secret-box.js';

// parse config → open db → migrate → build the app → listen → close gracefully on signals.
async function main() {
  const config = parseConfig();
  const database = await openDatabase(config);
  await runMigrations(database);
  const secretBox = createSecretBox(loadOrCreateSecretKey(config.secretKeyHex, config.dataDir));
  const app = await buildApp(config, { db: database.db, secretBox });
  // A generated admin password is printed once; it must reach the operator even when LOG_LEVEL hides warnings.
  await app.services.accounts.ensureFirstAdmin(config.admin, (line) => {
    if (['trace', 'debug', 'info', 'warn'].includes(config.logLevel)) app.log.warn(line);
    else console.error(line);
  });
  const stopMaintenance = startMaintenance(app);

  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    stopMaintenance();
    await app.services.jobs.stop();
    await app.close();
    await database.close();
  });

  await app.listen({ host: config.host, port: config.port });
  // Jobs (hosting provisioning retries, …) run once the server is up; every instance runs its own runner.
  app.services.jobs.start();
  app.log.info(`HostFree is serving on http://localhost:${config.port} (${database.kind})`);
}

// Expired sessions and spent rate-limit windows are dead rows; any instance may sweep them (deletes are
// idempotent, so several instances doing it at once is harmless).
const MAINTENANCE_EVERY_MS = 15 * 60_000;

function startMaintenance(app: Awaited<ReturnType<typeof buildApp>>): () => void {
  const timer = setInterval(() => {
    Promise.all([app.services.sessions.purgeExpired(), app.services.rateLimits.purgeExpired()])
      .catch((err: unknown) => app.log.warn({ err }, 'maintenance sweep failed'));
  }, MAINTENANCE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
