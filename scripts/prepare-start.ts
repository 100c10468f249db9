import { buildServerIfChanged, entryArgument } from './build-server.js';
import { buildWeb } from './build-web.js';

// `tsx scripts/prepare-start.ts main|demo`, run by `npm start` and `npm run demo` before `node dist/server/<entry>.js`:
// the web app and the server bundle, each built only when its sources changed since its last build.

const entry = entryArgument('scripts/prepare-start.ts');
try {
  buildWeb(process.cwd(), { ifChanged: true });
  await buildServerIfChanged(process.cwd(), entry);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
