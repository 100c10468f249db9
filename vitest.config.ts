import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { readTestEnv } from './server/config.js';

// Server tests run on PGlite always, and once more on real PostgreSQL when TEST_DATABASE_URL is set (CI).
const serverProject = (db: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `server-${db}`,
    include: ['server/**/*.test.ts', 'sandbox/**/*.test.ts', 'contract/**/*.test.ts'],
    environment: 'node',
    env: { HF_TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own app on its own database (server/test/harness.ts) and no server test mocks a module,
    // so the files of a worker share one module graph: importing the server once per worker instead of once per
    // file took the server suite from ~400 s to ~235 s per database on CI's two cores. (The web project keeps
    // isolation: its tests mock modules.)
    isolate: false,
  },
});

export default defineConfig({
  plugins: [react()],
  test: {
    globalSetup: ['server/test/global-setup.ts'],
    projects: [
      serverProject('pglite'),
      ...(readTestEnv().databaseUrl ? [serverProject('postgres')] : []),
      {
        extends: true,
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/test/setup.ts'],
          // Generous because a loaded CI machine renders jsdom slowly; a test must not fail by chance.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
