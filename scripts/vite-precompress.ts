import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text the browser downloads; images and archives are already compressed. */
const TEXT_FILE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
/** Below this a compressed answer saves nothing worth the extra file. */
const MIN_BYTES = 1024;

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip -9) beside every built text file, once, at build
 * time, so the server answers with them (@fastify/static preCompressed) instead of compressing on each request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'hostfree-precompress',
    apply: 'build',
    // The browser's files only: the prerender bundle (web/prerender.tsx for Node) is never served.
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      for (const file of await textFiles(outDir)) await compressBeside(file);
    },
  };
}

/** `file.br` and `file.gz` beside `file`, each only when it is smaller than the file itself. */
export async function compressBeside(file: string): Promise<void> {
  const body = await readFile(file);
  if (body.length < MIN_BYTES) return;
  const [br, gzBody] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gz(body, { level: 9 }),
  ]);
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gzBody.length < body.length) await writeFile(`${file}.gz`, gzBody);
}

async function textFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await textFiles(full)));
    else if (TEXT_FILE.test(entry.name) && (await stat(full)).isFile()) found.push(full);
  }
  return found;
}
