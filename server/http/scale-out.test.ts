import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { parseConfig, readTestEnv } from '../config.js';
import { openPostgres, type Database } from '../db/client.js';
import { createSecretBox } from '../lib/secret-box.js';
import { openTestDatabase } from '../test/harness.js';
import { bearer, nextAddress } from '../test/accounts.js';

// Two app instances, each with its own connection pool, on one PostgreSQL: sessions and rate-limit counters
// live in the database, so whatever one instance does the other sees (DESIGN.md, scale-out).
describe.runIf(readTestEnv().dbKind === 'postgres')('two instances on one PostgreSQL', () => {
  let drop: () => Promise<void>;
  let second: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hostfree-scale-'));

  beforeAll(async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    second = openPostgres(opened.url!, 5);
    const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const secretBox = createSecretBox(randomBytes(32).toString('hex'));
    a = await buildApp(config, { db: opened.database.db, secretBox });
    b = await buildApp(config, { db: second.db, secretBox });
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a token issued by one instance works on the other, and a logout on either ends it on both', async () => {
    const reg = await a.inject({ method: 'POST', url: '/api/register', remoteAddress: nextAddress(), payload: { email: 'scale@example.test', password: 'scale-password' } });
    expect(reg.statusCode).toBe(201);
    const { token } = reg.json();
    expect((await b.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(200);
    expect((await b.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect((await a.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('rate-limit counters are shared: failures spread over both instances add up', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const app = i % 2 === 0 ? a : b;
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: nextAddress(), payload: { username: 'scale@example.test', password: `wrong-${i}` } });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
