import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// `npm run build` builds the web app (vite build) every time; `npm start`, `npm run demo` and the e2e run call it with
// --if-changed and build only when the web sources changed since the last build (~24 s saved on each
// start). The last successful build leaves a stamp beside dist/web: the fingerprint of its sources (a content hash,
// so a checkout, a touch or a clock change cannot fool it) and every file it wrote with its size. The stamp is
// removed before a build and written after it succeeds, so a build that failed or was interrupted, or a dist/web
// someone emptied, is built again.

/** What `vite build` reads: the app, the contract it imports, the build's own config and steps, the locked packages. */
export const WEB_SOURCES = [
  'web',
  'contract',
  'vite.config.ts',
  'scripts/vite-precompress.ts',
  'scripts/vite-prerender.ts',
  'scripts/vite-chunk-groups.ts',
  'scripts/chunk-audience.ts',
  'scripts/vite-zod-pure.ts',
  'scripts/vite-screen-preload.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];
export const WEB_DIST = 'dist/web';
export const BUILD_STAMP = 'dist/web-build.json';

interface BuildStamp {
  fingerprint: string;
  /** Every file of dist/web (relative, '/'-separated) with its size in bytes. */
  files: Record<string, number>;
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  if (!statSync(dir).isDirectory()) return [dir];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * One hash over every source file's path and content, plus what else the build writes into the app: the year
 * (vite.config.ts defines VITE_BUILD_YEAR) and VITE_* variables, which Vite hands to the browser code.
 */
export function fingerprintWebSources(
  root: string,
  env: Record<string, string | undefined> = process.env,
  now = new Date(),
): string {
  const hash = createHash('sha256');
  const files = WEB_SOURCES.flatMap((source) => listFiles(path.join(root, source)))
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  hash.update(`year=${now.getFullYear()}\0`);
  for (const key of Object.keys(env)
    .filter((k) => k.startsWith('VITE_'))
    .sort())
    hash.update(`${key}=${env[key]}\0`);
  return hash.digest('hex');
}

function distFiles(root: string): Record<string, number> {
  const dist = path.join(root, WEB_DIST);
  return Object.fromEntries(
    listFiles(dist).map((file) => [path.relative(dist, file).split(path.sep).join('/'), statSync(file).size]),
  );
}

function readStamp(root: string): BuildStamp | null {
  try {
    return JSON.parse(readFileSync(path.join(root, BUILD_STAMP), 'utf8')) as BuildStamp;
  } catch {
    return null;
  }
}

/** Why the last build cannot be reused, or null when it can. */
export function staleReason(root: string, fingerprint: string): string | null {
  const stamp = readStamp(root);
  if (!stamp || typeof stamp.files !== 'object' || !stamp.files) return 'no finished build';
  if (stamp.fingerprint !== fingerprint) return 'the web sources changed';
  const dist = path.join(root, WEB_DIST);
  if (!stamp.files['index.html']) return 'the last build wrote no index.html';
  for (const [file, size] of Object.entries(stamp.files)) {
    try {
      if (statSync(path.join(dist, file)).size !== size) return `${WEB_DIST}/${file} changed since the build`;
    } catch {
      return `${WEB_DIST}/${file} is missing`;
    }
  }
  return null;
}

export function writeStamp(root: string, fingerprint: string): void {
  const file = path.join(root, BUILD_STAMP);
  const stamp: BuildStamp = { fingerprint, files: distFiles(root) };
  writeFileSync(`${file}.tmp`, JSON.stringify(stamp));
  renameSync(`${file}.tmp`, file);
}

/** Runs `vite build` (its own process, output on this terminal); the stamp exists only after it succeeded. */
function viteBuild(root: string): void {
  rmSync(path.join(root, BUILD_STAMP), { force: true });
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'vite'), ['build'], { cwd: root, stdio: 'inherit' });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status ?? result.signal})`);
}

export function buildWeb(root: string, { ifChanged }: { ifChanged: boolean }): 'built' | 'current' {
  const started = Date.now();
  const fingerprint = fingerprintWebSources(root);
  const reason = ifChanged ? staleReason(root, fingerprint) : 'asked to build';
  if (!reason) {
    console.log(
      `Web app: ${WEB_DIST} is current (sources unchanged since its build; checked in ${Date.now() - started} ms).`,
    );
    return 'current';
  }
  console.log(`Web app: building (${reason}).`);
  viteBuild(root);
  // The fingerprint taken before the build: a source edited during it makes the next start build again.
  writeStamp(root, fingerprint);
  return 'built';
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    buildWeb(process.cwd(), { ifChanged: process.argv.includes('--if-changed') });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
