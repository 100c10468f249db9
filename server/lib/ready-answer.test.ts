import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from '../http/compression.js';
import { createReadyAnswer, preferredEncoding, sendReadyAnswer } from './ready-answer.js';

describe('ready answers', () => {
  const items = Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Plugin ${i}`, description: 'Caches pages for speed' }));
  const answer = createReadyAnswer(JSON.stringify(items));
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await registerCompression(app);
    app.get('/list', (request, reply) => sendReadyAnswer(request, reply, answer));
    app.get('/small', (request, reply) => sendReadyAnswer(request, reply, createReadyAnswer('[]')));
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
    for (const [accept, encoding, decode] of [['gzip, deflate, br', 'br', brotliDecompressSync], ['gzip', 'gzip', gunzipSync]] as const) {
      const first = await app.inject({ url: '/list', headers: { 'accept-encoding': accept } });
      const again = await app.inject({ url: '/list', headers: { 'accept-encoding': accept } });
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(first.headers.vary).toMatch(/accept-encoding/i);
      expect(first.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(decode(first.rawPayload).toString())).toEqual(items);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    }
    expect(await answer.encoded('br')).toBe(await answer.encoded('br'));
    const plain = await app.inject({ url: '/list' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(items);
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('[]');
  });
});
