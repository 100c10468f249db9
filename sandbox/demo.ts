// `npm run demo`: HostFree started exactly as `npm start` does (server/start.ts, same PORT, DATA_DIR, ADMIN_EMAIL,
// ADMIN_PASSWORD, … variables), with every sandbox in sandbox/demo/seeders.ts wired in, so each flow can be
// seen working on one machine. Nothing here is used by production code.
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { ConfigError, parseConfig, type Config } from '../server/config.js';
import { startServer } from '../server/start.js';
import { DEMO_CONSOLE_HELP, startDemoConsole } from './demo/console.js';
import { openDemoLog } from './demo/log.js';
import { runDemoSeeders } from './demo/seed-record.js';
import { demoSeeders, type DemoContext, type DemoStarted } from './demo/seeders.js';

export { demoSeeders, type DemoSeeder } from './demo/seeders.js';

/** The demo never writes into `npm start`'s default data directory (it stores sandbox settings there). */
function demoConfig(config: Config): Config {
  return config.dataDir === path.resolve('data') ? { ...config, dataDir: path.resolve('data/demo') } : config;
}

/**
 * The demo prints an admin password: it listens on loopback unless HOST says otherwise. Its log goes to a file
 * (sandbox/demo/log.ts), so LOG_LEVEL stays info there. A new site's first abuse scan comes 20 s after it goes live
 * (5 minutes in production), so the seeded kit page is quarantined while one watches.
 */
const DEMO_DEFAULTS = {
  HOST: '127.0.0.1',
  ABUSE_SCAN_FIRST_DELAY_MS: '20000',
  SUPPORT_REPLY_DOMAIN: 'reply.hostfree.test',
} as const;

/**
 * PUBLIC_URL defaults to the demo itself on loopback: HostFree registers its Stripe webhook endpoint there, and the
 * sandbox Stripe (which posts only to this machine) delivers to it.
 */
function readDemoConfig(): Config {
  const { port } = parseConfig(undefined, DEMO_DEFAULTS);
  return demoConfig(parseConfig(undefined, { ...DEMO_DEFAULTS, PUBLIC_URL: `http://127.0.0.1:${port}` }));
}

async function main() {
  const config = readDemoConfig();
  const log = openDemoLog(config.dataDir);
  const banner: string[] = [];
  const adminLines: string[] = [];
  const context: DemoContext = { config, say: (line) => banner.push(line) };

  const started: DemoStarted[] = [];
  const stopSandboxes = async () => {
    for (const s of started.reverse()) await s.stop?.().catch((err: unknown) => console.error(err));
  };
  let deps: DemoStarted['deps'] = { logStream: log.stream };
  try {
    for (const seeder of demoSeeders) {
      const result = (await seeder.start?.(context)) ?? {};
      started.push(result);
      deps = { ...deps, ...result.deps };
    }
  } catch (error) {
    await stopSandboxes();
    throw error;
  }

  const server = await startServer(config, {
    deps,
    onAdminLine: (line) => adminLines.push(line),
    beforeListen: async (app, { secretBox }) => {
      // A first admin made just now means a new database: whatever the record says, nothing is seeded in it yet.
      await runDemoSeeders(demoSeeders, app, { ...context, secretBox }, { isNewDatabase: adminLines.length > 0 });
    },
  }).catch(async (error: unknown) => {
    await stopSandboxes();
    throw error;
  });
  const stopConsole = startDemoConsole();

  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) server.app.log.error({ err }, 'shutting down after an error');
    stopConsole();
    await server.close();
    await stopSandboxes();
    await log.close();
  });

  const rule = '─'.repeat(78);
  console.log(
    [
      '',
      rule,
      `HostFree demo on ${server.url}`,
      rule,
      `Data:          ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir}`,
      `Log:           ${log.path} (warnings and errors are also shown here)`,
      ...(config.host === '127.0.0.1'
        ? []
        : [`Listening on:  ${config.host} (HOST): other machines can reach this demo`]),
      ...banner,
      ...(adminLines.length
        ? adminLines.map((l) => `Admin:         ${l}`)
        : [
            `Admin:         the first admin already exists in ${config.databaseUrl ? 'this database' : config.dataDir}; sign in with it`,
            '               (its generated password was printed on the first run; delete that directory to start over).',
          ]),
      rule,
      DEMO_CONSOLE_HELP,
      rule,
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
