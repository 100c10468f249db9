import { buildServerIfChanged, SERVER_ENTRIES, type ServerEntry } from './build-server.js';
import { buildWeb } from './build-web.js';

// `tsx scripts/prepare-start.ts main|demo`, run by `npm start` and `npm run demo` before `node dist/server/<entry>.js`:
// the web app and the server bundle, each built only when its sources changed since its last build (issue 24).

const entry = process.argv[2] as ServerEntry;
if (!(entry in SERVER_ENTRIES)) {
  console.error(`Usage: tsx scripts/prepare-start.ts ${Object.keys(SERVER_ENTRIES).join('|')}`);
  process.exit(1);
}
try {
  buildWeb(process.cwd(), { ifChanged: true });
  await buildServerIfChanged(process.cwd(), entry);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
