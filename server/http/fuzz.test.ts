import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, nextAddress, registerAdmin, registerUser } from '../test/accounts.js';
import { createTestApp, type TestContext } from '../test/harness.js';

// A property-based fuzzer over every route of the OpenAPI document (security-test-plan C2).
// Each route is sent, as anonymous, client and admin, inputs its schema refuses — wrong types, missing required
// fields, extra fields where none are allowed, strings past maxLength, integers past their bounds, non-object
// bodies, malformed JSON, NUL characters, values nested in arrays and objects where a scalar belongs, a 5,000-deep
// array in any field, bad path and query values — and must answer 4xx, never 2xx or 5xx,
// with the database unchanged. Then inputs the schema may accept (unicode, injection strings, huge values
// within limits) must never answer 5xx. Routes are read from app.swagger(), so a route added later is fuzzed
// without anyone listing it. Seeded and bounded by a number of runs (not by time), so a run is repeatable:
// FUZZ_SEED below reproduces a failure, and every failure message names the route, the role and the input.
//
// Outside systems: WHM is left unconfigured and every outside base URL points at a closed loopback port, so
// nothing here can reach the internet.

const FUZZ_SEED = 13_2026;
const REFUSED_RUNS = 6;
const MAYBE_ACCEPTED_RUNS = 3;
/** A row id that never exists, so an accepted request on a path with an id changes nothing real. */
const ABSENT_ID = '2147483000';
const NOWHERE = 'http://127.0.0.1:9';
/** The runs are bounded by count; this only keeps a loaded CI machine from cutting them short. */
const TEST_TIMEOUT_MS = 300_000;

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
};
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema: Schema }> };
}
interface Route {
  method: string;
  path: string;
  op: Operation;
  body?: Schema;
}
type Role = 'anonymous' | 'client' | 'admin';

interface FuzzInput {
  /** What the input is, for the failure message. */
  kind: string;
  path: Record<string, string>;
  query: Record<string, string>;
  /** A JSON value, or raw text sent as application/json (malformed JSON). */
  body?: { json: unknown } | { raw: string };
}

const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '"; SELECT pg_sleep(10); --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '../../etc/passwd',
  '%00',
  '\r\nSet-Cookie: x=1',
  '$where',
  '{"$gt":""}',
  '\\',
  '`id`',
];
const UNICODE = ['Zoë', '名字', '\u202Egpj.zip', '👩‍👩‍👧‍👦', 'ﷺ', '\uFEFF', 'a\u0301', '\uD83D', 'İstanbul', 'ß'];

/** Simple (non-union) type of a schema, or null when a union or transform makes the accepted set unclear. */
function simpleType(schema: Schema | undefined): string | null {
  if (!schema || schema.anyOf || schema.oneOf || schema.allOf) return null;
  return typeof schema.type === 'string' ? schema.type : null;
}

/** A value of the schema's shape; only the mutations below are judged, so this need not pass every rule. */
function sample(schema: Schema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.enum) return schema.enum[0];
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return sample(union[0]);
  switch (simpleType(schema)) {
    case 'string':
      if (schema.format === 'email') return 'fuzz@example.test';
      return 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((k) => [k, sample(schema.properties?.[k])]));
    default:
      return 'x';
  }
}

/** Nested values under the parser's depth cap (http/json-body.ts): a schema must refuse them without walking them. */
const nestedArray = (depth: number): unknown => Array.from({ length: depth }).reduce<unknown>((inner) => [inner], 'x');
const nestedObject = (depth: number): unknown =>
  Array.from({ length: depth }).reduce<unknown>((inner) => ({ a: inner, b: ['x', 1] }), 'x');
/** JSON text of an array nested far past the cap (built as text: JSON.stringify itself would recurse that deep). */
const DEEP_ARRAY_TEXT = `${'['.repeat(5000)}"x"${']'.repeat(5000)}`;

/** Values a field of this simple type refuses, whatever coercion zod applies (z.coerce.number accepts '5', true, []). */
function wrongValuesFor(type: string): unknown[] {
  switch (type) {
    case 'string':
      return [12345, true, { a: 1 }, ['x'], nestedArray(30), nestedObject(14), { toString: 'x', length: 3 }];
    case 'integer':
      return ['not-a-number', { a: 1 }, 'Infinity', 1.5, nestedArray(30)];
    case 'number':
      return ['not-a-number', { a: 1 }, nestedObject(14)];
    case 'boolean':
      return ['maybe', 7, { a: 1 }, nestedArray(30)];
    case 'array':
      return ['x', 3, { a: 1 }];
    case 'object':
      return ['x', 3, [1]];
    default:
      return [];
  }
}

/** Inputs the body schema refuses by construction. */
function refusedBodies(schema: Schema): fc.Arbitrary<{ kind: string; body: FuzzInput['body'] }> {
  const base = sample(schema) as Record<string, unknown>;
  const props = Object.entries(schema.properties ?? {});
  const options: fc.Arbitrary<{ kind: string; body: FuzzInput['body'] }>[] = [
    fc
      .constantFrom(
        '{',
        '{"a":',
        '[1,2',
        'nul\u0000l',
        '{"a":1}}',
        '\u0000',
        'true false',
        DEEP_ARRAY_TEXT,
        '{"a":'.repeat(5000),
      )
      .map((raw) => ({ kind: `malformed JSON ${JSON.stringify(raw).slice(0, 40)}`, body: { raw } })),
  ];
  if (simpleType(schema) === 'object') {
    options.push(
      fc.constantFrom<unknown>([], 'text', 42, null, [base]).map((json) => ({
        kind: `a ${Array.isArray(json) ? 'array' : typeof json} instead of an object`,
        body: { json },
      })),
    );
    options.push(fc.constant({ kind: 'a 5,000-deep array instead of an object', body: { raw: DEEP_ARRAY_TEXT } }));
  }
  for (const [name, prop] of props) {
    const type = simpleType(prop);
    if (type && !prop.enum) {
      const wrong = wrongValuesFor(type).filter((v) => !(v === null && prop.nullable));
      if (wrong.length)
        options.push(
          fc
            .constantFrom(...wrong)
            .map((value) => ({ kind: `wrong type for ${name} (${type})`, body: { json: { ...base, [name]: value } } })),
        );
    }
    if (prop.enum && type === 'string') {
      options.push(
        fc
          .string({ minLength: 1, maxLength: 20 })
          .filter((s) => !prop.enum!.includes(s))
          .map((value) => ({ kind: `${name} outside its enum`, body: { json: { ...base, [name]: value } } })),
      );
    }
    if (type === 'string' && typeof prop.maxLength === 'number' && !prop.enum) {
      const max = prop.maxLength;
      options.push(
        fc.integer({ min: max + 1, max: max + 2000 }).map((n) => ({
          kind: `${name} longer than maxLength ${max} (${n})`,
          body: { json: { ...base, [name]: 'x'.repeat(n) } },
        })),
      );
    }
    if ((type === 'integer' || type === 'number') && typeof prop.maximum === 'number') {
      const max = prop.maximum;
      options.push(
        fc
          .constantFrom(max + 1, max * 2 + 1, 1e20, Number.MAX_SAFE_INTEGER)
          .filter((v) => v > max)
          .map((value) => ({ kind: `${name} above its maximum ${max}`, body: { json: { ...base, [name]: value } } })),
      );
    }
    // Any field, whatever its type: a value nested 5,000 deep is refused by the parser, never walked.
    const deepRaw = JSON.stringify({ ...base, [name]: '__deep__' }).replace('"__deep__"', DEEP_ARRAY_TEXT);
    options.push(fc.constant({ kind: `5,000-deep array in ${name}`, body: { raw: deepRaw } }));
    if (type === 'string') {
      options.push(
        fc
          .tuple(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }))
          .map(([a, b]) => ({ kind: `NUL in ${name}`, body: { json: { ...base, [name]: `${a}\u0000${b}` } } })),
      );
    }
  }
  for (const name of schema.required ?? []) {
    options.push(
      fc.constant({
        kind: `missing required ${name}`,
        body: { json: Object.fromEntries(Object.entries(base).filter(([k]) => k !== name)) },
      }),
    );
  }
  if (schema.additionalProperties === false) {
    options.push(
      fc
        .constantFrom('isAdmin', 'role_', 'userId_', 'balance', 'constructor', 'x'.repeat(300))
        .filter((k) => !(k in (schema.properties ?? {})))
        .map((k) => ({ kind: `extra field ${k.slice(0, 20)}`, body: { json: { ...base, [k]: true } } })),
    );
  }
  return fc.oneof(...options);
}

/** Path and query values their schemas refuse. */
function refusedParameters(
  route: Route,
): fc.Arbitrary<{ kind: string; path: Record<string, string>; query: Record<string, string> }>[] {
  const out: fc.Arbitrary<{ kind: string; path: Record<string, string>; query: Record<string, string> }>[] = [];
  for (const p of route.op.parameters ?? []) {
    if (p.in !== 'path' && p.in !== 'query') continue;
    const type = simpleType(p.schema);
    const bad: string[] = ['a\u0000b'];
    if (type === 'integer') {
      bad.push('abc', '1.5', '2147483648', '99999999999999999999', '1e3x');
      // 0, a blank (which a coerced number reads as 0) and -1 only where the schema's minimum refuses them (an
      // offset accepts 0). Which values a run draws depends on the number of routes, so this must hold for all.
      const minimum = typeof p.schema.minimum === 'number' ? p.schema.minimum : 1;
      bad.push(...['-1', '0', ' '].filter((v) => Number(v) < minimum));
    }
    if (type === 'string' && typeof p.schema.maxLength === 'number') bad.push('y'.repeat(p.schema.maxLength + 1));
    if (p.schema.enum) bad.push('not-in-the-enum-zz');
    out.push(
      fc.constantFrom(...bad).map((value) => ({
        kind: `${p.in} ${p.name}=${JSON.stringify(value.slice(0, 40))}`,
        path: p.in === 'path' ? { [p.name]: value } : {},
        query: p.in === 'query' ? { [p.name]: value } : {},
      })),
    );
  }
  return out;
}

/** Strings a field may well accept: they must never cause a 5xx. */
const plausibleString = (max = 200) =>
  fc
    .oneof(
      fc.constantFrom(...INJECTIONS, ...UNICODE),
      fc.string({ unit: 'grapheme', maxLength: Math.min(max, 60) }),
      fc.integer({ min: 0, max: Math.min(max, 5000) }).map((n) => 'é'.repeat(n)),
    )
    .map((s) => s.slice(0, max));

function maybeAcceptedBody(schema: Schema): fc.Arbitrary<unknown> {
  const entries = Object.entries(schema.properties ?? {}).map(([name, prop]) => {
    const type = simpleType(prop);
    const arb: fc.Arbitrary<unknown> =
      type === 'string' && !prop.enum && !prop.format
        ? plausibleString(prop.maxLength ?? 200)
        : type === 'integer'
          ? fc.integer({ min: prop.minimum ?? -5, max: Math.min(prop.maximum ?? 2147483647, 2147483647) })
          : fc.constant(sample(prop));
    return [name, arb] as const;
  });
  return fc.record(Object.fromEntries(entries));
}

function urlOf(route: Route, path: Record<string, string>, query: Record<string, string>): string {
  let url = route.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encodeURIComponent(path[name] ?? (name.toLowerCase().endsWith('id') ? ABSENT_ID : 'fuzz-absent')),
  );
  const q = new URLSearchParams(query).toString();
  if (q) url += `?${q}`;
  return url;
}

describe('OpenAPI fuzzer: every route, every role', () => {
  let t: TestContext;
  const tokens: Record<Role, string | undefined> = { anonymous: undefined, client: undefined, admin: undefined };
  let routes: Route[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      // Limits would answer 429 long before the inputs are judged; every request also has its own address.
      RATE_LIMIT_SCALE: '1000000',
      WORDPRESS_ORG_API_URL: NOWHERE,
      STRIPE_API_URL: NOWHERE,
      VULTR_API_URL: NOWHERE,
      AZURE_LOGIN_URL: NOWHERE,
      AZURE_MANAGEMENT_URL: NOWHERE,
      RDAP_BOOTSTRAP_URL: NOWHERE,
      FACEBOOK_GRAPH_URL: NOWHERE,
      WHOIS_IANA_SERVER: '127.0.0.1:9',
      WHOIS_SERVER_OVERRIDES: '',
    });
    tokens.admin = (await registerAdmin(t.app, t.database.db)).token;
    tokens.client = (await registerUser(t.app)).token;
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        routes.push({
          method: method.toUpperCase(),
          path,
          op,
          body: op.requestBody?.content?.['application/json']?.schema,
        });
      }
    }
    routes = routes.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A digest of every table a refused request could change (sessions and counters move on any request). */
  async function databaseDigest(): Promise<string> {
    const tables = (
      (await t.database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      )) as unknown as { rows: { table_name: string }[] }
    ).rows
      .map((r) => r.table_name)
      .filter((name) => !['sessions', 'rate_limit_counters'].includes(name));
    const query = tables
      .map(
        (name) =>
          `select '${name}' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as d from "${name}" x`,
      )
      .join(' union all ');
    const rows = ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: { t: string; d: string }[] })
      .rows;
    return rows.map((r) => `${r.t}:${r.d}`).join(',');
  }

  async function send(route: Route, role: Role, input: FuzzInput): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = tokens[role] ? bearer(tokens[role]!) : {};
    let payload: string | undefined;
    if (input.body) {
      headers['content-type'] = 'application/json';
      payload = 'raw' in input.body ? input.body.raw : JSON.stringify(input.body.json);
    }
    return t.app.inject({
      method: route.method as 'GET',
      url: urlOf(route, input.path, input.query),
      headers,
      payload,
      remoteAddress: nextAddress(),
    });
  }

  const describeInput = (route: Route, role: Role, input: FuzzInput, res: LightMyRequestResponse) =>
    `${route.method} ${route.path} as ${role}: ${input.kind}\n  url: ${urlOf(route, input.path, input.query).slice(0, 300)}\n` +
    `  body: ${input.body ? ('raw' in input.body ? JSON.stringify(input.body.raw) : JSON.stringify(input.body.json)).slice(0, 300) : '(none)'}\n` +
    `  answered ${res.statusCode}: ${res.body.slice(0, 300)}\n  (reproduce with FUZZ_SEED ${FUZZ_SEED} in server/http/fuzz.test.ts)`;

  it('finds the routes in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.some((r) => r.body)).toBe(true);
  });

  it(
    'refuses every input a schema refuses with a 4xx, and such a request changes nothing',
    async () => {
      const failures: string[] = [];
      // Nothing but these requests touches the database between two routes, so one route's state after is the next
      // one's before: one digest of every table per route instead of two (the digest was a large part of this file's
      // time).
      let digest = await databaseDigest();
      for (const [index, route] of routes.entries()) {
        const arbitraries = [
          ...refusedParameters(route).map((a) =>
            a.map((p) => ({ ...p, body: route.body ? { json: sample(route.body) } : undefined }) as FuzzInput),
          ),
        ];
        if (route.body)
          arbitraries.push(refusedBodies(route.body).map((b) => ({ kind: b.kind, path: {}, query: {}, body: b.body })));
        else if (route.method !== 'GET' && route.method !== 'DELETE')
          arbitraries.push(
            fc.constantFrom('{', '[1,', '\u0000', DEEP_ARRAY_TEXT).map((raw) => ({
              kind: `malformed JSON ${JSON.stringify(raw).slice(0, 40)}`,
              path: {},
              query: {},
              body: { raw },
            })),
          );
        if (arbitraries.length === 0) continue;
        const before = digest;
        for (const role of ['anonymous', 'client', 'admin'] as Role[]) {
          await fc.assert(
            fc.asyncProperty(fc.oneof(...arbitraries), async (input) => {
              const res = await send(route, role, input);
              if (res.statusCode < 400 || res.statusCode >= 500) failures.push(describeInput(route, role, input, res));
            }),
            { seed: FUZZ_SEED + index, numRuns: REFUSED_RUNS },
          );
        }
        const after = await databaseDigest();
        digest = after;
        if (after !== before) {
          const changed = after
            .split(',')
            .filter((entry) => !before.split(',').includes(entry))
            .map((e) => e.split(':')[0]);
          failures.push(`${route.method} ${route.path}: refused requests changed table(s) ${changed.join(', ')}`);
        }
      }
      expect(failures, failures.join('\n\n')).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'refuses a nested value and a 5,000-deep array in every field of every body, as every role, with a 4xx',
    async () => {
      // Not sampled: every field of every body route gets both, so no route is missed by chance.
      const failures: string[] = [];
      for (const route of routes.filter((r) => r.body && simpleType(r.body) === 'object')) {
        const base = sample(route.body) as Record<string, unknown>;
        for (const name of Object.keys(route.body!.properties ?? {})) {
          const inputs: FuzzInput[] = [
            {
              kind: `5,000-deep array in ${name}`,
              path: {},
              query: {},
              body: { raw: JSON.stringify({ ...base, [name]: '__deep__' }).replace('"__deep__"', DEEP_ARRAY_TEXT) },
            },
            {
              kind: `30-deep array in ${name}`,
              path: {},
              query: {},
              body: { json: { ...base, [name]: nestedArray(30) } },
            },
          ];
          for (const role of ['anonymous', 'client', 'admin'] as Role[]) {
            for (const input of inputs) {
              const res = await send(route, role, input);
              if (res.statusCode < 400 || res.statusCode >= 500) failures.push(describeInput(route, role, input, res));
            }
          }
        }
      }
      expect(failures, failures.join('\n\n')).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'never answers 5xx to unicode, injection and huge strings the schema may accept',
    async () => {
      const failures: string[] = [];
      for (const [index, route] of routes.entries()) {
        // Logging out would end the session the rest of the run uses.
        if (route.path === '/api/logout') continue;
        const queryParams = (route.op.parameters ?? []).filter((p) => p.in === 'query');
        const input: fc.Arbitrary<FuzzInput> = fc
          .record({
            query: fc.record(
              Object.fromEntries(
                queryParams.map((p) => [
                  p.name,
                  simpleType(p.schema) === 'string' && !p.schema.enum
                    ? plausibleString(p.schema.maxLength ?? 100)
                    : fc.constant(String(sample(p.schema))),
                ]),
              ),
            ),
            body: route.body
              ? maybeAcceptedBody(route.body).map((json) => ({ json }) as FuzzInput['body'])
              : fc.constant(undefined),
          })
          .map(({ query, body }) => ({
            kind: 'plausible values',
            path: {},
            query: query as Record<string, string>,
            body,
          }));
        for (const role of ['anonymous', 'client', 'admin'] as Role[]) {
          await fc.assert(
            fc.asyncProperty(input, async (value) => {
              const res = await send(route, role, value);
              if (res.statusCode >= 500) failures.push(describeInput(route, role, value, res));
            }),
            { seed: FUZZ_SEED + 1000 + index, numRuns: MAYBE_ACCEPTED_RUNS },
          );
        }
      }
      expect(failures, failures.join('\n\n')).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );
});
