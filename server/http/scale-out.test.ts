import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { parseConfig, readTestEnv } from '../config.js';
import { openPostgres, type Database } from '../db/client.js';
import { createSecretBox } from '../lib/secret-box.js';
import { openTestDatabase } from '../test/harness.js';
import { bearer, nextAddress, registerAdmin, registerUser } from '../test/accounts.js';
import { createS3FileStore } from '../storage/s3-file-store.js';
import { startS3Server, type TestS3Server } from '../test/kits/s3-server.js';
import { pluginZip, upload } from '../test/kits/library.js';
import { LOGIN_DELAYS } from '../modules/rate-limit/limits.js';

// Two app instances, each with its own connection pool and its own data directory, on one PostgreSQL and one
// S3-compatible object store: sessions, rate-limit counters and files are shared, so whatever one instance
// does the other sees (DESIGN.md, scale-out; docs/operations.md).
describe.runIf(readTestEnv().dbKind === 'postgres')('two instances on one PostgreSQL', () => {
  let drop: () => Promise<void>;
  let first: Database;
  const opened = () => first;
  let second: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let s3: TestS3Server;
  const dataDirs = [
    mkdtempSync(path.join(os.tmpdir(), 'hostfree-scale-a-')),
    mkdtempSync(path.join(os.tmpdir(), 'hostfree-scale-b-')),
  ];

  beforeAll(async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    first = opened.database;
    second = openPostgres(opened.url!, 5);
    s3 = await startS3Server();
    const s3Env = {
      S3_BUCKET: s3.options.bucket,
      S3_ENDPOINT: s3.options.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: s3.options.credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.options.credentials.secretAccessKey,
    };
    const [configA, configB] = dataDirs.map((dir) =>
      parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dir, ...s3Env }),
    );
    const secretBox = createSecretBox(randomBytes(32).toString('hex'));
    // Each instance builds its own store from its own config, as main.ts does.
    a = await buildApp(configA, { db: opened.database.db, secretBox, fileStore: createS3FileStore(configA.s3!) });
    b = await buildApp(configB, { db: second.db, secretBox, fileStore: createS3FileStore(configB.s3!) });
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await drop?.();
    await s3?.stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('a token issued by one instance works on the other, and a logout on either ends it on both', async () => {
    const reg = await a.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: nextAddress(),
      payload: { email: 'scale@example.test', password: 'scale-password' },
    });
    expect(reg.statusCode).toBe(201);
    const { token } = reg.json();
    expect((await b.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(200);
    expect((await b.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect((await a.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('rate-limit counters are shared: failures spread over both instances add up', async () => {
    const statuses: number[] = [];
    const address = nextAddress();
    const { freeFailures } = LOGIN_DELAYS.perAccountAndAddress;
    for (let i = 0; i <= freeFailures; i++) {
      const app = i % 2 === 0 ? a : b;
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: address,
        payload: { username: 'scale@example.test', password: `wrong-${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, freeFailures).every((s) => s === 401)).toBe(true);
    expect(statuses[freeFailures]).toBe(429);
  });

  it('a plugin uploaded through one instance downloads through the other, from the shared object store', async () => {
    const admin = await registerAdmin(a, opened().db);
    const client = await registerUser(b);
    const archive = await pluginZip('shared-plugin', {
      name: 'Shared Plugin',
      version: '1.0',
      description: 'stored once, served by all',
    });
    const stored = await upload(a, { token: admin.token, archive, fields: { category: 'other' } });
    expect(stored.statusCode, stored.body).toBe(201);
    const id = stored.json().item.id as number;
    // Nothing on either instance's disk: the archive lives in the bucket.
    for (const dir of dataDirs) expect(existsSync(path.join(dir, 'files', 'plugin'))).toBe(false);
    const link = await b.inject({ method: 'POST', url: `/api/plugins/${id}/download`, headers: bearer(client.token) });
    expect(link.statusCode).toBe(200);
    const file = await b.inject({ method: 'GET', url: link.json().downloadUrl });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(archive);
  });
});
