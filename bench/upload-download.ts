import { createHash, randomBytes } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import { LIBRARY_ARCHIVE_MAX_BYTES } from '../contract/library.js';
import { BENCH_ADMIN, signInAdmin } from './lib/app-api.js';
import { startServer, type RunningServer } from './lib/processes.js';
import { recreateBenchDatabase } from './lib/database.js';

// `npm run bench:files`: a 250 MB plugin archive uploaded to and downloaded from a running server over real
// HTTP, with the server's memory sampled from /proc/<pid>/status the whole time. Streaming means the server's
// RSS grows by a small fraction of the file, never by the file. Also: one byte over the limit → 413, nothing kept.
// Writes bench/results/upload-download.json. Needs PostgreSQL like `npm run bench` (BENCH_DATABASE_URL).

const benchDb = process.env.BENCH_FILES_DB_NAME ?? 'hostfree_bench_files';
const port = process.env.BENCH_FILES_PORT ?? '5551';
const workDir = path.resolve('.tmp/bench-files');
const dataDir = path.join(workDir, 'data');

/** A real plugin zip of exactly `bytes` bytes: a main file with a header and incompressible padding. */
async function writePluginZip(file: string, slug: string, bytes: number): Promise<string> {
  const build = async (padding: number, target: string) => {
    const zip = new yazl.ZipFile();
    zip.addBuffer(
      Buffer.from(`<?php\n/*\n * Plugin Name: Big ${slug}\n * Version: 1.0.0\n * Description: ${bytes} bytes\n */\n`),
      `${slug}/${slug}.php`,
    );
    let left = padding;
    const noise = new Readable({
      read() {
        if (left === 0) return void this.push(null);
        const n = Math.min(left, 1 << 20);
        left -= n;
        this.push(randomBytes(n));
      },
    });
    zip.addReadStream(noise, `${slug}/assets/blob.bin`, { compress: false, size: padding });
    zip.end();
    await pipeline(zip.outputStream as unknown as Readable, createWriteStream(target));
    return statSync(target).size;
  };
  const overhead = (await build(1000, file)) - 1000;
  await build(bytes - overhead, file);
  if (statSync(file).size !== bytes) throw new Error('zip size miscounted');
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** VmRSS and VmHWM of a process, in MiB. */
function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMiB: kb('VmRSS') / 1024, hwmMiB: kb('VmHWM') / 1024 };
}

/** Samples the server's RSS every 20 ms while `work` runs; the peak since the reset comes from VmHWM. */
async function watchMemory<T>(pid: number, work: () => Promise<T>) {
  // Writing 5 to clear_refs resets VmHWM, so the peak belongs to this phase alone (Linux ≥ 4.0).
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    /* then VmHWM covers the whole process life */
  }
  const before = memoryOf(pid).rssMiB;
  let sampledPeak = before;
  const timer = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, memoryOf(pid).rssMiB);
  }, 20);
  const started = Date.now();
  try {
    const result = await work();
    const seconds = (Date.now() - started) / 1000;
    const after = memoryOf(pid);
    const peak = Math.max(sampledPeak, after.hwmMiB);
    return {
      result,
      seconds,
      rssBeforeMiB: round(before),
      rssPeakMiB: round(peak),
      rssGrowthMiB: round(peak - before),
      rssAfterMiB: round(after.rssMiB),
    };
  } finally {
    clearInterval(timer);
  }
}

const round = (n: number) => Math.round(n * 10) / 10;

/** POST multipart over node:http, streaming the file from disk (no body in memory on this side either). */
function uploadArchive(
  baseUrl: string,
  token: string,
  file: string,
  fileName: string,
): Promise<{ status: number; body: string }> {
  const boundary = `----hfbench${randomBytes(8).toString('hex')}`;
  const fields = { category: 'other', isPublic: 'false' };
  const head = Buffer.from(
    Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="pluginFile"; filename="${fileName}"\r\nContent-Type: application/zip\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + statSync(file).size + tail.length;
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${baseUrl}/api/admin/plugins`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': length,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.write(head);
    const body = createReadStream(file);
    body.on('end', () => req.end(tail));
    body.on('error', reject);
    body.pipe(req, { end: false });
  });
}

async function downloadAndHash(baseUrl: string, token: string, id: number) {
  const link = await fetch(`${baseUrl}/api/plugins/${id}/download`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  const { downloadUrl } = (await link.json()) as { downloadUrl: string };
  const res = await fetch(`${baseUrl}${downloadUrl}`);
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    hash.update(chunk);
  }
  return { status: res.status, bytes, sha256: hash.digest('hex') };
}

/** Bytes kept under the server's file store (temp files included). */
function storedBytes(): number {
  const root = path.join(dataDir, 'files');
  if (!existsSync(root)) return 0;
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .reduce((total, e) => total + statSync(path.join(e.parentPath, e.name)).size, 0);
}

async function main() {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const archive = path.join(workDir, 'big-plugin.zip');
  const tooBig = path.join(workDir, 'too-big-plugin.zip');
  console.log('building the archives…');
  const sha256 = await writePluginZip(archive, 'big-plugin', LIBRARY_ARCHIVE_MAX_BYTES);
  await writePluginZip(tooBig, 'too-big-plugin', LIBRARY_ARCHIVE_MAX_BYTES + 1);

  const databaseUrl = await recreateBenchDatabase(benchDb);
  let server: RunningServer | undefined;
  try {
    server = await startServer(
      ['server/main.ts'],
      {
        PORT: port,
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        ADMIN_EMAIL: BENCH_ADMIN.email,
        ADMIN_PASSWORD: BENCH_ADMIN.password,
        RATE_LIMIT_SCALE: '1000',
      },
      `http://127.0.0.1:${port}/healthz`,
      `http://127.0.0.1:${port}`,
    );
    const pid = server.process.pid!;
    const token = await signInAdmin(server.url);
    const idle = memoryOf(pid).rssMiB;

    console.log('uploading 250 MB…');
    const up = await watchMemory(pid, () => uploadArchive(server!.url, token, archive, 'big-plugin.zip'));
    if (up.result.status !== 201) throw new Error(`upload failed: ${up.result.status} ${up.result.body}`);
    const item = (JSON.parse(up.result.body) as { item: { id: number; fileSize: number } }).item;

    console.log('downloading it…');
    const down = await watchMemory(pid, () => downloadAndHash(server!.url, token, item.id));
    if (down.result.status !== 200 || down.result.sha256 !== sha256)
      throw new Error('download differs from the upload');

    console.log('one byte over the limit…');
    const storedBefore = storedBytes();
    const over = await watchMemory(pid, () => uploadArchive(server!.url, token, tooBig, 'too-big-plugin.zip'));
    const storedAfter = storedBytes();

    const mb = LIBRARY_ARCHIVE_MAX_BYTES / (1024 * 1024);
    const result = {
      benchmark: 'upload-download',
      description: `A ${mb} MB plugin archive (incompressible, exactly the limit) uploaded, checked, stored and downloaded over HTTP; server RSS sampled from /proc`,
      measuredAt: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        model: os.cpus()[0]?.model ?? 'unknown',
        node: process.version,
        memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      },
      archiveBytes: LIBRARY_ARCHIVE_MAX_BYTES,
      serverIdleRssMiB: round(idle),
      upload: {
        status: up.result.status,
        seconds: up.seconds,
        mbPerSecond: round(mb / up.seconds),
        rssBeforeMiB: up.rssBeforeMiB,
        rssPeakMiB: up.rssPeakMiB,
        rssGrowthMiB: up.rssGrowthMiB,
        rssAfterMiB: up.rssAfterMiB,
      },
      download: {
        status: down.result.status,
        bytes: down.result.bytes,
        sha256Matches: down.result.sha256 === sha256,
        seconds: down.seconds,
        mbPerSecond: round(mb / down.seconds),
        rssBeforeMiB: down.rssBeforeMiB,
        rssPeakMiB: down.rssPeakMiB,
        rssGrowthMiB: down.rssGrowthMiB,
      },
      overLimit: {
        bytes: LIBRARY_ARCHIVE_MAX_BYTES + 1,
        status: over.result.status,
        message: (JSON.parse(over.result.body) as { message: string }).message,
        storedBytesBefore: storedBefore,
        storedBytesAfter: storedAfter,
        seconds: over.seconds,
        rssGrowthMiB: over.rssGrowthMiB,
      },
      peakGrowthShareOfFile: round(Math.max(up.rssGrowthMiB, down.rssGrowthMiB, over.rssGrowthMiB) / mb),
    };
    mkdirSync(path.resolve('bench/results'), { recursive: true });
    writeFileSync(path.resolve('bench/results/upload-download.json'), JSON.stringify(result, null, 2) + '\n');
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await server?.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
