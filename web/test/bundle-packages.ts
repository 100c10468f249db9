import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

// The web tests' time goes to packages: every isolated test file runs each package's modules one by one through
// Vitest's module runner (lucide-react alone is ~2,400 modules; Testing Library, zod, TanStack Query and Radix are
// hundreds more). Bundled once per run with esbuild, each file evaluates a handful of files instead
// (docs/decisions.md, 'The web tests' time since Preact'). The packages are the same code, so tests see the same
// markup and behaviour.
//
// One copy of each: the packages are bundled together with code splitting, so what two of them share (Testing
// Library's dom package under react and user-event, Radix's primitives under every Radix part) is one shared chunk,
// as it is one module in the app. React, Preact and what wraps React's hooks stay imports, which the web project's
// aliases turn into preact/compat like every other import: still one Preact.

/** Each package (or subpath) the web code or its tests import, and whether it has a default export to pass on. */
const PACKAGES: ReadonlyArray<{ name: string; withDefault?: boolean }> = [
  { name: 'lucide-react' },
  { name: 'zod' },
  { name: '@tanstack/react-query' },
  { name: 'wouter' },
  { name: 'wouter/memory-location' },
  { name: 'class-variance-authority' },
  { name: 'clsx' },
  { name: '@radix-ui/react-dialog' },
  { name: '@radix-ui/react-dropdown-menu' },
  { name: '@radix-ui/react-label' },
  { name: '@radix-ui/react-progress' },
  { name: '@radix-ui/react-slot' },
  { name: '@radix-ui/react-switch' },
  { name: '@radix-ui/react-tabs' },
  { name: '@radix-ui/react-toast' },
  { name: '@testing-library/dom' },
  { name: '@testing-library/react' },
  { name: '@testing-library/user-event', withDefault: true },
  { name: '@testing-library/jest-dom/vitest' },
];

/** Imports left to the web project's resolver: React (aliased to Preact), Preact itself, and Vitest's own API. */
const LEFT_AS_IMPORTS = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'preact',
  'preact/*',
  'use-sync-external-store',
  'use-sync-external-store/*',
  'vitest',
];

const RUNS_DIR = path.resolve('.tmp/test-deps');
/** This run's directory: the config and this global setup share the main process, so both name the same one. */
const RUN_DIR = path.join(RUNS_DIR, `run-${process.pid}`);

const entryName = (name: string) => name.replace(/^@/, '').replace(/\//g, '__');

/** The aliases that point each package at its bundle (exact names: 'wouter' is not 'wouter/memory-location'). */
export const PACKAGE_TEST_ALIASES = PACKAGES.map(({ name }) => ({
  find: new RegExp(`^${name.replace(/[/.]/g, '\\$&')}$`),
  replacement: path.join(RUN_DIR, `${entryName(name)}.mjs`),
}));

/** A run ends by removing its directory; one that was killed leaves it, removed here once its process is gone. */
function removeDeadRuns() {
  let entries: string[];
  try {
    entries = readdirSync(RUNS_DIR);
  } catch {
    return;
  }
  for (const entry of entries) {
    const pid = Number(/^run-(\d+)$/.exec(entry)?.[1]);
    if (!pid || pid === process.pid || isAlive(pid)) continue;
    rmSync(path.join(RUNS_DIR, entry), { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export default async function bundlePackages() {
  removeDeadRuns();
  const sources = path.join(RUN_DIR, 'entries');
  mkdirSync(sources, { recursive: true });
  const entryPoints: Record<string, string> = {};
  for (const { name, withDefault } of PACKAGES) {
    const file = path.join(sources, `${entryName(name)}.mjs`);
    writeFileSync(file, `export * from '${name}';\n${withDefault ? `export { default } from '${name}';\n` : ''}`);
    entryPoints[entryName(name)] = file;
  }
  await build({
    entryPoints,
    outdir: RUN_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    mainFields: ['browser', 'module', 'main'],
    conditions: ['module', 'browser', 'development'],
    external: LEFT_AS_IMPORTS,
    nodePaths: [path.resolve('node_modules')],
    logLevel: 'silent',
  });
  return () => rmSync(RUN_DIR, { recursive: true, force: true });
}
