import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INT4_MAX } from '../../contract/common.js';
import { bearer, type SignedInUser } from '../test/accounts.js';
import type { TestContext } from '../test/harness.js';
import { startAdminTestApp } from '../test/admin-app.js';

// Every integer the API accepts is bounded by its column: a number past int4 used to reach
// PostgreSQL and answer 500. The OpenAPI document is read so a route added later is checked too.

type Schema = {
  type?: string | string[];
  maximum?: number;
  exclusiveMaximum?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: Schema | boolean;
};

/** Every integer in a schema (OpenAPI 3.0 as @fastify/swagger writes it), with its path and maximum. */
function integersOf(schema: Schema | undefined, path: string, out: { path: string; max?: number }[]) {
  if (!schema || typeof schema !== 'object') return;
  if ([schema.type].flat().includes('integer')) out.push({ path, max: schema.maximum });
  for (const [key, child] of Object.entries(schema.properties ?? {})) integersOf(child, `${path}.${key}`, out);
  if (schema.items) integersOf(schema.items, `${path}[]`, out);
  if (typeof schema.additionalProperties === 'object') integersOf(schema.additionalProperties, `${path}.*`, out);
  for (const list of [schema.anyOf, schema.oneOf, schema.allOf])
    for (const [i, child] of (list ?? []).entries()) integersOf(child, `${path}|${i}`, out);
}

describe('integer bounds', () => {
  let t: TestContext;
  let admin: SignedInUser;
  let client: SignedInUser;
  beforeAll(async () => {
    ({ t, admin, client } = await startAdminTestApp());
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every integer in a request schema has a maximum within int4', () => {
    const doc = t.app.swagger() as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { in: string; name: string; schema: Schema }[];
            requestBody?: { content: Record<string, { schema: Schema }> };
          }
        >
      >;
    };
    const integers: { path: string; max?: number }[] = [];
    for (const [url, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        for (const p of op.parameters ?? [])
          integersOf(p.schema, `${method.toUpperCase()} ${url} ${p.in}.${p.name}`, integers);
        for (const [type, body] of Object.entries(op.requestBody?.content ?? {}))
          integersOf(body.schema, `${method.toUpperCase()} ${url} body(${type})`, integers);
      }
    }
    expect(integers.length).toBeGreaterThan(10);
    expect(integers.filter((i) => i.max === undefined || i.max > INT4_MAX).map((i) => i.path)).toEqual([]);
  });

  it('refuses userGroupId past int4 with 400 on PUT /api/admin/users/{id} and assign-group, and changes nothing', async () => {
    for (const userGroupId of [INT4_MAX + 1, 1e20, -1, 1.5]) {
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${client.user.id}`,
        headers: bearer(admin.token),
        payload: { userGroupId },
      });
      expect(put.statusCode, `PUT userGroupId ${userGroupId}: ${put.body}`).toBe(400);
      expect(put.json().message).toBe('User group must be a group id or null');
      const assign = await t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${client.user.id}/assign-group`,
        headers: bearer(admin.token),
        payload: { userGroupId },
      });
      expect(assign.statusCode, `assign-group userGroupId ${userGroupId}: ${assign.body}`).toBe(400);
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(client.token) });
    expect(me.json().userGroupId ?? null).toBe(client.user.userGroupId ?? null);
  });

  it('refuses path ids past int4 with 400', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/hosting-accounts/${INT4_MAX + 1}/stats`,
      headers: bearer(client.token),
    });
    expect(res.statusCode).toBe(400);
  });
});
