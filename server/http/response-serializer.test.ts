import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '../../contract/accounts.js';
import { billingViewSchema } from '../../contract/billing.js';
import { myInstancesResponse } from '../../contract/compute.js';
import { registerErrorHandler } from './error-handler.js';
import { readsAsItWrites, responseSerializerCompiler } from './response-serializer.js';

// The response serializer: plain schemas are parsed, anything that encodes differently keeps zod's encode,
// and either way an answer is cut to its schema and a wrong shape is a 500.

describe('readsAsItWrites', () => {
  it('holds for the hot reads and plain shapes', () => {
    for (const schema of [
      userSchema,
      billingViewSchema,
      myInstancesResponse,
      z.object({ a: z.array(z.union([z.string(), z.null()])).optional() }),
    ]) {
      expect(readsAsItWrites(schema)).toBe(true);
    }
  });

  it('does not hold for transforms, codecs, defaults, catches or overwrites, however deep', () => {
    expect(readsAsItWrites(z.object({ a: z.string().transform((s) => s.length) }))).toBe(false);
    expect(
      readsAsItWrites(
        z.object({
          a: z.array(
            z.object({
              at: z.codec(z.iso.datetime(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() }),
            }),
          ),
        }),
      ),
    ).toBe(false);
    expect(readsAsItWrites(z.object({ a: z.number().default(1) }))).toBe(false);
    expect(readsAsItWrites(z.object({ a: z.number().catch(1) }))).toBe(false);
    expect(readsAsItWrites(z.object({ a: z.string().trim().nullable() }))).toBe(false);
  });
});

describe('the response serializer', () => {
  const app = Fastify({ logger: false });
  const plain = z.object({ id: z.number(), name: z.string().nullable() });
  const encoded = z.object({
    at: z.codec(z.iso.datetime(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() }),
  });

  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler);
    registerErrorHandler(app);
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/plain',
      { schema: { response: { 200: plain } } },
      async () => ({ id: 1, name: 'a', passwordHash: 'x' }) as never,
    );
    r.get('/wrong', { schema: { response: { 200: plain } } }, async () => ({ id: 'one', name: null }) as never);
    r.get('/encoded', { schema: { response: { 200: encoded } } }, async () => ({
      at: new Date('2026-01-02T03:04:05.000Z'),
    }));
    await app.ready();
  });
  afterAll(() => app.close());

  it("answers only the schema's keys", async () => {
    const res = await app.inject({ method: 'GET', url: '/plain' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"id":1,"name":"a"}');
  });

  it('answers 500 for a shape that does not match, as before', async () => {
    const res = await app.inject({ method: 'GET', url: '/wrong' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error' });
  });

  it('still encodes codecs', async () => {
    const res = await app.inject({ method: 'GET', url: '/encoded' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ at: '2026-01-02T03:04:05.000Z' });
  });
});
