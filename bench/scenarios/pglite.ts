import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_CATALOGUE } from '../../scripts/seed-catalogue.js';
import { signUp } from '../lib/app-api.js';
import { BROWSER_ACCEPT_ENCODING, type Scenario } from '../lib/scenario.js';

// The same reads on PGlite, the embedded database `npm start` uses when no DATABASE_URL is set.

/** A fresh PGlite data directory with the demo catalogue, seeded by `npm run seed:catalogue` before the server opens it. */
export async function seedPgliteCatalogue(port: string): Promise<string> {
  const dataDir = path.resolve(`.tmp/bench-pglite-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  // No DATABASE_URL: that is what selects PGlite.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/seed-catalogue.ts'], {
      env: { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seeding PGlite exited with ${code}`))));
  });
  return dataDir;
}

export const getUserPgliteScenario: Scenario = {
  name: 'get-user-pglite',
  description: 'GET /api/user with a valid token (PGlite)',
  database: 'pglite',
  async prepare({ appUrl }) {
    const token = await signUp(appUrl, 'bench-user');
    return { path: '/api/user', headers: { authorization: `Bearer ${token}` } };
  },
};

export const librarySearchPgliteScenario: Scenario = {
  name: 'library-search-pglite',
  description: `GET /api/plugins?search=cache over ${DEFAULT_CATALOGUE.plugins} plugins, as a browser asks (Accept-Encoding) (in-memory catalogue; PGlite)`,
  database: 'pglite',
  async prepare({ appUrl }) {
    const res = await fetch(`${appUrl}/api/plugins?search=cache`);
    const found = (await res.json()) as unknown[];
    if (!res.ok || found.length === 0) throw new Error(`library search found nothing (${res.status})`);
    // What the library page's browser sends: the answer comes as its ready brotli form.
    return { path: '/api/plugins?search=cache', headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } };
  },
};
