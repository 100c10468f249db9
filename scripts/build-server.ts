import { createHash } from 'node:crypto';
import { readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
// esbuild comes with tsx (a dependency) and vite: the same compiler tsx runs on every start, used once here.
import { build, version as esbuildVersion, type Plugin } from 'esbuild';

// `npm start` and `npm run demo` run the server as one precompiled file with plain node (a warm start
// in ≤ 3 s). Under tsx, each start sent ~700 modules and every package import through tsx's loader: 5-7 s on a
// loaded 2-core machine before the first line ran, against ~2 s for the same code as one file. Packages stay
// outside the bundle (node loads them from node_modules as before); only our TypeScript is compiled, in ~0.5 s.
// The bundle is rebuilt when any file it was built from changed: its stamp lists every input (esbuild's metafile)
// with a content hash over them. `npm run dev` and the tests keep running the sources through tsx.

export const SERVER_ENTRIES = { main: 'server/main.ts', demo: 'sandbox/demo.ts' } as const;
export type ServerEntry = keyof typeof SERVER_ENTRIES;
export const SERVER_DIST = 'dist/server';
const OPTIONS_VERSION = 1;

interface ServerStamp {
  fingerprint: string;
  /** Every project file the bundle was built from (relative to the root). */
  inputs: string[];
  size: number;
}

const outfileOf = (root: string, entry: ServerEntry) => path.join(root, SERVER_DIST, `${entry}.js`);
const stampOf = (root: string, entry: ServerEntry) => path.join(root, SERVER_DIST, `${entry}.json`);

/**
 * Reads every project file for esbuild and hashes the exact bytes it compiled (a file edited during the build then
 * differs from the stamp and is built again next time). A module that finds files beside itself (the migrations
 * folder, package.json, an installed package's types) keeps its own location in the bundle: import.meta.url is
 * written in as the source file's URL.
 */
const readAndHash = (root: string, hashes: Map<string, string>): Plugin => ({
  name: 'read-and-hash',
  setup(builder) {
    builder.onLoad({ filter: /\.(ts|tsx|js|mjs|json)$/ }, (args) => {
      if (!args.path.startsWith(root + path.sep)) return undefined;
      const bytes = readFileSync(args.path);
      hashes.set(path.relative(root, args.path).split(path.sep).join('/'), hashOf(bytes));
      const source = bytes.toString('utf8');
      const loader = args.path.endsWith('.json')
        ? 'json'
        : args.path.endsWith('.tsx')
          ? 'tsx'
          : args.path.endsWith('.ts')
            ? 'ts'
            : 'js';
      return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader };
    });
  },
});

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Each input's path and content hash, the compiler's version and these options; the root too (URLs are written in). */
export function fingerprintOf(root: string, hashes: Map<string, string>): string {
  const hash = createHash('sha256').update(`esbuild ${esbuildVersion} options ${OPTIONS_VERSION} root ${root}\0`);
  for (const input of [...hashes.keys()].sort()) hash.update(`${input}\0${hashes.get(input)}\0`);
  return hash.digest('hex');
}

function hashesOnDisk(root: string, inputs: string[]): Map<string, string> {
  return new Map(inputs.map((input) => [input, hashOf(readFileSync(path.join(root, input)))]));
}

/** Why the bundle of `entry` must be built again, or null when it is current. */
export function serverStaleReason(root: string, entry: ServerEntry): string | null {
  let stamp: ServerStamp;
  try {
    stamp = JSON.parse(readFileSync(stampOf(root, entry), 'utf8')) as ServerStamp;
    if (statSync(outfileOf(root, entry)).size !== stamp.size) return 'the bundle changed since it was built';
  } catch {
    return 'no finished build';
  }
  try {
    return fingerprintOf(root, hashesOnDisk(root, stamp.inputs)) === stamp.fingerprint
      ? null
      : 'the server sources changed';
  } catch {
    return 'a source file is gone';
  }
}

export async function buildServer(root: string, entry: ServerEntry): Promise<void> {
  const outfile = outfileOf(root, entry);
  rmSync(stampOf(root, entry), { force: true });
  const hashes = hashesOnDisk(root, ['tsconfig.json']);
  const result = await build({
    absWorkingDir: root,
    entryPoints: [SERVER_ENTRIES[entry]],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [readAndHash(root, hashes)],
  });
  // Anything esbuild read without the plugin (none expected) is hashed as it is now.
  for (const input of Object.keys(result.metafile.inputs))
    if (!hashes.has(input)) hashes.set(input, hashOf(readFileSync(path.join(root, input))));
  const stamp: ServerStamp = {
    fingerprint: fingerprintOf(root, hashes),
    inputs: [...hashes.keys()],
    size: statSync(outfile).size,
  };
  writeFileSync(`${stampOf(root, entry)}.tmp`, JSON.stringify(stamp));
  renameSync(`${stampOf(root, entry)}.tmp`, stampOf(root, entry));
}

/** Builds the bundle of `entry` when a file it is made of changed; answers what it did. */
export async function buildServerIfChanged(root: string, entry: ServerEntry): Promise<'built' | 'current'> {
  const started = Date.now();
  const reason = serverStaleReason(root, entry);
  if (!reason) return 'current';
  await buildServer(root, entry);
  console.log(`Server: ${SERVER_DIST}/${entry}.js built (${reason}) in ${Date.now() - started} ms.`);
  return 'built';
}

/** The entry named on the command line of `script` (main or demo); anything else prints the usage and exits. */
export function entryArgument(script: string): ServerEntry {
  const entry = process.argv[2];
  if (entry && entry in SERVER_ENTRIES) return entry as ServerEntry;
  console.error(`Usage: tsx ${script} ${Object.keys(SERVER_ENTRIES).join('|')}`);
  process.exit(1);
}

// `tsx scripts/build-server.ts main|demo`: the bundle of one entry, built only when its sources changed (the e2e
// server's command runs it before `node dist/server/main.js`, so a journey never meets a stale bundle).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const entry = entryArgument('scripts/build-server.ts');
  try {
    await buildServerIfChanged(process.cwd(), entry);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
