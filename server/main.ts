import closeWithGrace from 'close-with-grace';
import { ConfigError, parseConfig } from './config.js';
import { startServer } from './start.js';

// parse config → start (server/start.ts: db, migrations, app, first admin, listen, jobs) → close gracefully.
async function main() {
  const config = parseConfig();
  const server = await startServer(config);

  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) server.app.log.error({ err }, 'shutting down after an error');
    await server.close();
  });
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
