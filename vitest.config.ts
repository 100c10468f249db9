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
