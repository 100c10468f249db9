import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { readTestEnv } from './server/config.js';
import { PREACT_ALIASES } from './vite.config.js';
import { PACKAGE_TEST_ALIASES } from './web/test/bundle-packages.js';

const SERVER_TESTS = [
  'server/**/*.test.ts',
  'sandbox/**/*.test.ts',
  'contract/**/*.test.ts',
  'scripts/**/*.test.ts',
  'bench/**/*.test.ts',
];

/**
 * Files that run on PGlite only (CI in ten minutes). PGlite is PostgreSQL itself (the same parser,
 * planner, constraints and types), so PostgreSQL adds nothing where a file exercises no difference between the two:
 * what differs is the driver (pg's type parsing and error objects), more than one connection (FOR UPDATE, SKIP
 * LOCKED, advisory locks, unique-violation races, LISTEN/NOTIFY between instances, the pool) and the template-database
 * path. Every other server file exercises SQL (repositories, migrations, the queue, the outbox, rate limits,
 * sessions, registration, checkouts, webhooks, scale-out): with TEST_DATABASE_URL set (CI) those run on PostgreSQL,
 * the database production runs, and without it (a developer's machine, nothing to install) on PGlite. So every file
 * runs once. A new test file and any file this list does not name counts as SQL; a file is listed here only when it
 * is about something else entirely (HTTP plumbing, an outside system's faults, a fake, a pure function).
 */
export const PGLITE_ONLY = [
  // Pure functions and the contract: no database at all.
  'contract/**/*.test.ts',
  'server/lib/ready-answer.test.ts',
  'server/lib/retry.test.ts',
  'server/lib/return-origin.test.ts',
  'server/modules/payments/stripe-objects.test.ts',
  'server/modules/payments/event-order-key.test.ts',
  'server/modules/payments/commerce/translate.test.ts',
  'server/modules/mail/templates/support.test.ts',
  'server/modules/mail/templates/billing.test.ts',
  'server/config-readme.test.ts',
  'server/no-issue-numbers.test.ts',
  'server/integrations/**/*.test.ts',
  'server/storage/*.test.ts',
  'server/db/pglite-template.test.ts',
  // The operator scripts' own logic (scripts/build-web.ts: files and hashes).
  'scripts/**/*.test.ts',
  // The benchmarks' pure parts (percentiles, plans of arrivals, the verdicts on counted rows).
  'bench/**/*.test.ts',
  // The fakes of outside systems and the demo's wiring of them (sandbox/): their wire format, not our SQL.
  'sandbox/**/*.test.ts',
  // HTTP plumbing over every route: access rules, the OpenAPI document, the input gates, log redaction, the web
  // app's files. (The fuzzer's database digest is plain SELECTs; int4 bounds are the same column type on both.)
  'server/http/access-matrix.test.ts',
  'server/http/security-headers.test.ts',
  'server/http/api-document.test.ts',
  'server/http/fuzz.test.ts',
  'server/http/input-guard.test.ts',
  'server/http/integer-bounds.test.ts',
  'server/http/json-body.test.ts',
  'server/http/log-redaction.test.ts',
  'server/http/log-secrets.test.ts',
  'server/http/web.test.ts',
  // Settings forms and outside-system faults: one settings row each, the point is the outside system.
  'server/modules/api-settings/api-settings.test.ts',
  'server/modules/smtp-settings/smtp-settings.test.ts',
  'server/modules/header-code/header-code.test.ts',
  'server/modules/pixel/pixel.test.ts',
  'server/modules/payments/stripe-settings.test.ts',
  'server/modules/donations/donation-faults.test.ts',
  'server/modules/hosting/whm-outage.test.ts',
  // Archive parsing, spreadsheet export and aborted downloads: streams and files, not SQL.
  'server/modules/library/library-archive.test.ts',
  'server/modules/library/library-export.test.ts',
  'server/modules/library/library-download-aborts.test.ts',
];

// Workers sized to the cores (CI has two): more workers than cores only adds switching and memory (each server
// worker holds a PGlite of ~100 MB). The server projects and the web project share this one pool.
const maxWorkers = Math.max(1, os.availableParallelism());

// Without TEST_DATABASE_URL every server file runs on PGlite. With it (CI), the files listed above run on PGlite and
// all the others on PostgreSQL: each file once.
const hasPostgres = Boolean(readTestEnv().databaseUrl);
const serverProject = (db: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `server-${db}`,
    include: db === 'pglite' && hasPostgres ? PGLITE_ONLY : SERVER_TESTS,
    exclude: [...configDefaults.exclude, ...(db === 'postgres' ? PGLITE_ONLY : [])],
    environment: 'node',
    env: { HF_TEST_DB: db },
    // The migrated database each file starts from; the web project needs none (and its aliases are not the server's).
    globalSetup: ['server/test/global-setup.ts'],
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
    maxWorkers,
    projects: [
      serverProject('pglite'),
      ...(hasPostgres ? [serverProject('postgres')] : []),
      // The lint's own rules, proven on throw-away files (eslint-rules.test.ts): no database, no browser.
      {
        extends: true,
        test: { name: 'lint', include: ['eslint-rules.test.ts'], environment: 'node', testTimeout: 60_000 },
      },
      {
        extends: true,
        // Packages resolved as a browser would (ES builds, no "node" condition): a CommonJS build would require the
        // real react, past the aliases.
        resolve: {
          mainFields: ['browser', 'module', 'jsnext:main', 'jsnext', 'main'],
          conditions: ['module', 'browser', 'development|production'],
        },
        ssr: { resolve: { conditions: ['module', 'browser', 'development|production'] } },
        test: {
          name: 'web',
          // Each file in a fresh VM context of a reused worker, not a fresh worker: jsdom and the externals load once
          // per worker instead of once per file, and the web project took 73 s instead of 200 s on a quiet machine
          // (docs/decisions.md, 'The web tests in VM contexts'). Files stay isolated (vi.mock, module state). The
          // context holds jsdom's window alone, so web/test/setup.ts adds the two Web APIs jsdom lacks and Node had
          // lent before, and code leaves the page through web/lib/page-navigation.ts, which tests mock (a VM
          // context's location cannot be redefined).
          pool: 'vmForks',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/test/setup.ts'],
          // The web tests run on the library that ships (Preact, vite.config.ts): the aliases, and every package but
          // Preact compiled by Vitest rather than imported by Node, since Node would hand Radix or Testing Library the
          // real react (docs/decisions.md, 'Preact in the web build'). Preact itself stays one copy loaded by Node, so
          // a test's vi.resetModules() cannot leave hooks of a second copy in the tree.
          // The packages the web imports are bundled once per run (web/test/bundle-packages.ts) and aliased to their
          // bundles: each test file runs a few files instead of every package's modules one by one, where the web
          // tests' time went (docs/decisions.md, 'The web tests' time since Preact').
          globalSetup: ['web/test/bundle-packages.ts'],
          alias: [...PREACT_ALIASES, ...PACKAGE_TEST_ALIASES],
          server: { deps: { inline: [/\/node_modules\/(?!preact\/)/] } },
          // Generous because a loaded CI machine renders jsdom slowly; a test must not fail by chance.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
