import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepsUnknownKeysQuiet } from '../../contract/common.js';
import { registerErrorHandler } from './error-handler.js';
import { jsonDepth, MAX_JSON_DEPTH, registerJsonBodyParser, TOO_DEEP_MESSAGE } from './json-body.js';
import { registerStrictBodies } from './strict-bodies.js';

// The shared input layer on a bare Fastify: the depth cap of the JSON parser and the strict
// object bodies. (server/http/fuzz.test.ts drives the same through every real route.)

const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

describe('jsonDepth', () => {
  it('counts arrays and objects, not brackets inside strings or escaped quotes', () => {
    expect(jsonDepth('"x"')).toBe(0);
    expect(jsonDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonDepth('{"a":"[[[[{{{{"}')).toBe(1);
    expect(jsonDepth('{"a":"\\"[[[[","b":[]}')).toBe(2);
    expect(jsonDepth(nested(5000))).toBe(5000);
  });
});

describe('the JSON body parser and strict bodies', () => {
  const app = Fastify({ logger: false });
  const quiet = z.object({ name: z.string() });
  keepsUnknownKeysQuiet.add(quiet);

  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    registerJsonBodyParser(app);
    registerStrictBodies(app);
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post('/any', async (request) => ({ body: request.body ?? null }));
    r.post('/named', { schema: { body: z.object({ name: z.string().max(10) }) } }, async (request) => request.body);
    r.post('/loose', { schema: { body: z.object({ name: z.string() }).loose() } }, async (request) => request.body);
    r.post('/quiet', { schema: { body: quiet } }, async (request) => request.body);
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (url: string, payload: string) =>
    app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

  it(`parses up to ${MAX_JSON_DEPTH} levels and refuses deeper with a 400 naming the limit`, async () => {
    expect((await post('/any', nested(MAX_JSON_DEPTH))).statusCode).toBe(200);
    for (const depth of [MAX_JSON_DEPTH + 1, 5000, 100_000]) {
      const res = await post('/any', nested(depth));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: TOO_DEEP_MESSAGE });
    }
    const deepField = await post('/named', `{"name":${nested(5000)}}`);
    expect(deepField.statusCode).toBe(400);
  });

  it("keeps what Fastify's own parser refuses: malformed JSON, an empty body, prototype poisoning", async () => {
    expect((await post('/any', '{"a":')).json()).toEqual({ message: 'Malformed JSON body' });
    expect((await post('/any', '')).statusCode).toBe(400);
    expect((await post('/any', '{"__proto__":{"x":1}}')).statusCode).toBe(400);
    expect((await post('/any', '{"constructor":{"prototype":{"x":1}}}')).statusCode).toBe(400);
  });

  it('refuses a non-string in a string field and an unknown key; a body that says so keeps them out quietly', async () => {
    for (const value of ['1', 'null', '{}', '[]', 'true', nested(20)]) {
      const res = await post('/named', `{"name":${value}}`);
      expect(res.statusCode, value).toBe(400);
      expect(res.json().field).toBe('name');
    }
    expect((await post('/named', '{"name":"ok","isAdmin":true}')).statusCode).toBe(400);
    expect((await post('/named', '{"name":"ok"}')).json()).toEqual({ name: 'ok' });
    expect((await post('/loose', '{"name":"ok","extra":1}')).json()).toEqual({ name: 'ok', extra: 1 });
    expect((await post('/quiet', '{"name":"ok","extra":1}')).json()).toEqual({ name: 'ok' });
  });
});
