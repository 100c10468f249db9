import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../contract/i18n/server-messages.js';
import { readTestEnv } from '../config.js';
import { openPostgres, type Database } from '../db/client.js';
import { POOL_BUSY_RETRY_AFTER_SECONDS } from '../db/pool-busy.js';
import { openTestDatabase } from '../test/harness.js';
import { registerErrorHandler } from './error-handler.js';

// A request that finds every database connection busy for DATABASE_CONNECT_TIMEOUT_MS is told to come back
// (503 with Retry-After), not answered 500. The pool has one connection and the test holds it, so the wait always
// runs out: no timing window. The same time-out bounds opening that one connection, so it is a full second (a loaded
// machine took more than 100 ms to open it), and the connection is opened once before the tests and kept.
describe.runIf(readTestEnv().dbKind === 'postgres')('a request when every database connection is busy', () => {
  let drop: () => Promise<void>;
  let small: Database;
  let held: pg.PoolClient | undefined;
  const app = Fastify({ logger: false });

  beforeAll(async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    small = openPostgres(opened.url!, 1, 1_000);
    registerErrorHandler(app);
    app.get('/read', async () => {
      await small.db.execute(sql`select 1 as one`);
      return { ok: true };
    });
    await app.ready();
    (await small.pool!.connect()).release();
  });
  afterAll(async () => {
    held?.release();
    await app.close();
    await small.close();
    await drop?.();
  });

  it('answers 503 with Retry-After while the pool is full, and 200 once a connection is free', async () => {
    expect((await app.inject('/read')).statusCode).toBe(200);
    held = await small.pool!.connect();
    const busy = await app.inject('/read');
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe(String(POOL_BUSY_RETRY_AFTER_SECONDS));
    expect(busy.json()).toEqual({ message: SERVER_MESSAGES['server.busy'] });
    held.release();
    held = undefined;
    expect((await app.inject('/read')).statusCode).toBe(200);
  });

  it('answers in the requester’s language', async () => {
    held = await small.pool!.connect();
    const busy = await app.inject({ url: '/read', headers: { 'accept-language': 'es' } });
    held.release();
    held = undefined;
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toEqual({ message: 'El servidor está ocupado. Inténtalo de nuevo en un momento.' });
  });
});
