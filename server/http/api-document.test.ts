import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness.js';
import type { RouteInventoryEntry } from './access.js';
import { SECURITY_OF, sharedErrorStatuses } from './route-documentation.js';

// The API document stays whole: the router's table and /api/docs/json are compared both ways,
// so no route is answered without being documented, with its access rule as security and its error answers.
// (That the router enforces each rule is server/http/access-matrix.test.ts.)

/** Routes the document does not describe, each with why. Each must still be served (no stale excuses). */
const UNDOCUMENTED: Record<string, string> = {
  'GET /api/docs': "the document's own viewer",
  'GET /api/docs/json': 'the document itself',
  'GET /api/docs/yaml': 'the document itself',
  'GET /api/docs/static/index.html': "the viewer's files",
  'GET /api/docs/static/swagger-initializer.js': "the viewer's files",
  'GET /api/docs/static/*': "the viewer's files",
};
/** The built web app's files and pages (http/web.ts), not the API; served only when dist/web exists. */
const WEB_APP = new Set(['GET /assets/*', 'GET /*']);

interface Operation {
  security?: unknown;
  'x-access'?: string;
  responses?: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }>;
}

/** Fastify's `/a/:id` and `/a/*` as the document writes them: `/a/{id}` and `/a/{*}`. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');
const keyOf = (r: RouteInventoryEntry) => `${r.method} ${r.url}`;

describe('the OpenAPI document and the router', () => {
  let t: TestContext;
  let paths: Record<string, Record<string, Operation>>;
  let routes: RouteInventoryEntry[];

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    paths = res.json().paths;
    // HEAD is Fastify's automatic twin of each GET; the document lists the GET.
    routes = t.app.routeInventory.filter((r) => r.method !== 'HEAD' && !WEB_APP.has(keyOf(r)));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('documents every route the router answers, except the listed non-API ones, and nothing it does not answer', () => {
    const served = new Set(routes.map(keyOf));
    for (const key of Object.keys(UNDOCUMENTED))
      expect(served, `${key} is excused but no longer served`).toContain(key);
    const missing = routes
      .filter((r) => !UNDOCUMENTED[keyOf(r)] && !paths[documentPath(r.url)]?.[r.method.toLowerCase()])
      .map(keyOf);
    expect(missing, 'served but not in /api/docs/json').toEqual([]);
    const documented = Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const servedPaths = new Set(routes.map((r) => `${r.method} ${documentPath(r.url)}`));
    expect(
      documented.filter((k) => !servedPaths.has(k)),
      'in /api/docs/json but not served',
    ).toEqual([]);
    expect(routes.length - Object.keys(UNDOCUMENTED).length).toBe(documented.length);
  });

  it('gives each route its access rule as security, and the error answers its access and input allow', () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => !UNDOCUMENTED[keyOf(r)])) {
      const op = paths[documentPath(route.url)]![route.method.toLowerCase()]!;
      const key = keyOf(route);
      if (op['x-access'] !== route.access)
        failures.push(`${key}: x-access ${op['x-access']} but the router enforces ${route.access}`);
      if (JSON.stringify(op.security) !== JSON.stringify(SECURITY_OF[route.access]))
        failures.push(`${key}: security ${JSON.stringify(op.security)}`);
      const hasBody = 'requestBody' in op;
      for (const status of sharedErrorStatuses(route.access, hasBody)) {
        const answer = op.responses?.[String(status)];
        if (!answer) failures.push(`${key}: no ${status} answer`);
        else if (!answer.content?.['application/json']?.schema?.properties?.message)
          failures.push(`${key}: its ${status} answer has no message`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
