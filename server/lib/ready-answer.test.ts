import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from '../http/compression.js';
import { registerAccessControl } from '../http/access.js';
import type { SessionService } from '../modules/accounts/session-service.js';
import {
  createReadyAnswer,
  keptAnswerHook,
  preferredEncoding,
  READY_ANSWER_ROUTE,
  sendReadyAnswer,
  type ReadyAnswer,
} from './ready-answer.js';

describe('ready answers', () => {
  const items = Array.from({ length: 200 }, (_, i) => ({
    id: i,
    name: `Plugin ${i}`,
    description: 'Caches pages for speed',
  }));
  const answer = createReadyAnswer(JSON.stringify(items), { 'x-total-count': '2000' });
  const later = createReadyAnswer(JSON.stringify(items.slice(0, 100)));
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await registerCompression(app);
    app.get('/list', (request, reply) => sendReadyAnswer(request, reply, answer));
    app.get('/small', (request, reply) => sendReadyAnswer(request, reply, createReadyAnswer('[]')));
    app.get('/later', READY_ANSWER_ROUTE, (request, reply) => sendReadyAnswer(request, reply, Promise.resolve(later)));
    app.get('/missing', READY_ANSWER_ROUTE, (request, reply) =>
      sendReadyAnswer(request, reply, Promise.reject(Object.assign(new Error('No such plugin'), { statusCode: 404 }))),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('picks brotli, then gzip, never an encoding refused with q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('BR')).toBe('br');
  });

  it('sends the form the caller accepts, made once, and never compressed a second time', async () => {
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const first = await app.inject({ url: '/list', headers: { 'accept-encoding': accept } });
      const again = await app.inject({ url: '/list', headers: { 'accept-encoding': accept } });
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(first.headers.vary).toMatch(/accept-encoding/i);
      expect(first.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(decode(first.rawPayload).toString())).toEqual(items);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      // Its headers go with every form (a catalogue page's total).
      expect(first.headers['x-total-count']).toBe('2000');
    }
    expect(await answer.encoded('br')).toBe(await answer.encoded('br'));
    const plain = await app.inject({ url: '/list' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(items);
    expect(plain.headers['x-total-count']).toBe('2000');
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('[]');
  });

  it('sends a form at once once it is made, and an answer still loading when it arrives (its own compression only)', async () => {
    expect(later.encodedNow('br')).toBeUndefined();
    const first = await app.inject({ url: '/later', headers: { 'accept-encoding': 'br' } });
    expect(later.encodedNow('br')?.equals(first.rawPayload)).toBe(true);
    expect(JSON.parse(brotliDecompressSync(first.rawPayload).toString())).toHaveLength(100);
    const plain = await app.inject({ url: '/later' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveLength(100);
  });

  it('answers a failed load with its error, not a hung request', async () => {
    const res = await app.inject({ url: '/missing', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No such plugin');
  });
});

describe('a kept answer sent from the first hook', () => {
  const answer = createReadyAnswer(
    JSON.stringify(Array.from({ length: 100 }, (_, i) => ({ id: i, name: `Plugin ${i}` }))),
    { 'x-total-count': '100' },
  );
  const kept = new Map<string, ReadyAnswer>();
  const ran = { guard: 0, handler: 0 };
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    app.addHook('preValidation', (_request, _reply, done) => {
      ran.guard += 1;
      done();
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      reply.header('x-content-type-options', 'nosniff');
      done(null, payload);
    });
    app.get('/list', { ...READY_ANSWER_ROUTE, onRequest: keptAnswerHook((url) => kept.get(url)) }, (request, reply) => {
      ran.handler += 1;
      kept.set(request.url, answer);
      return sendReadyAnswer(request, reply, answer);
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers a URL it answered before without its later hooks or handler, the same bytes and headers (onSend included)', async () => {
    const first = await app.inject({ url: '/list?search=a', headers: { 'accept-encoding': 'br' } });
    expect(ran).toEqual({ guard: 1, handler: 1 });
    const again = await app.inject({ url: '/list?search=a', headers: { 'accept-encoding': 'br' } });
    expect(ran).toEqual({ guard: 1, handler: 1 });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    for (const header of ['content-type', 'content-encoding', 'vary', 'x-total-count', 'x-content-type-options']) {
      expect(again.headers[header], header).toBe(first.headers[header]);
    }
    // Another URL, or a form of the answer not made yet (gzip), goes the whole way.
    await app.inject({ url: '/list?search=b', headers: { 'accept-encoding': 'br' } });
    expect(ran).toEqual({ guard: 2, handler: 2 });
    const gzipped = await app.inject({ url: '/list?search=a', headers: { 'accept-encoding': 'gzip' } });
    expect(ran).toEqual({ guard: 3, handler: 3 });
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toHaveLength(100);
    await app.inject({ url: '/list?search=a', headers: { 'accept-encoding': 'gzip' } });
    expect(ran).toEqual({ guard: 3, handler: 3 });
  });
});

describe('which routes may keep answers', () => {
  it('refuses a signed-in route that declares a kept answer: only a public answer may skip the access check', async () => {
    const app = Fastify();
    registerAccessControl(app, {} as SessionService);
    expect(() => app.get('/mine', { config: { access: 'user', keptAnswer: () => undefined } }, () => 'never')).toThrow(
      /keeps answers but is not public/,
    );
    app.get('/all', { config: { access: 'public', keptAnswer: () => undefined } }, () => 'ok');
    expect((await app.inject({ url: '/all' })).body).toBe('ok');
  });
});
