import type { FastifyInstance, RouteOptions } from 'fastify';
import { errorResponse } from '../../contract/common.js';
import type { Access } from './access.js';

// The API document says what the server enforces, from the same declarations, so it cannot
// fall behind: every route's access rule becomes its OpenAPI `security` and an `x-access` field, and the error
// answers the shared layers give any route are listed beside the route's own. A route's own schema for a status
// wins. server/http/api-document.test.ts compares the router's table with /api/docs/json.

/** OpenAPI security per access rule: public routes take a token when one is sent (a signed-in donor), never need one. */
export const SECURITY_OF: Record<Access, Record<string, string[]>[]> = {
  public: [{}, { bearer: [] }],
  user: [{ bearer: [] }],
  admin: [{ bearer: [] }],
};

/**
 * The error answers every route of a kind can give, and the layer that gives them: 400 from the input gate (a NUL
 * in any path, query or body value: http/input-guard.ts) and validation; 500 from the error handler; 401 and 403
 * from the access hook (http/access.ts); 413 and 415 from the body parser.
 */
export function sharedErrorStatuses(access: Access, hasBody: boolean): number[] {
  return [
    400,
    ...(access === 'public' ? [] : [401]),
    ...(access === 'admin' ? [403] : []),
    ...(hasBody ? [413, 415] : []),
    500,
  ];
}

export function registerRouteDocumentation(app: FastifyInstance) {
  // After the access hook (it fills config.access), before @fastify/swagger reads the route.
  app.addHook('onRoute', (route: RouteOptions) => {
    const access = (route.config as { access?: Access } | undefined)?.access;
    if (!access || route.schema?.hide || route.url.startsWith('/api/docs')) return;
    const schema = route.schema ?? {};
    const shared = Object.fromEntries(
      sharedErrorStatuses(access, Boolean(schema.body)).map((status) => [status, errorResponse]),
    );
    route.schema = {
      ...schema,
      security: SECURITY_OF[access],
      'x-access': access,
      response: { ...shared, ...(schema.response as Record<string, unknown> | undefined) },
    } as typeof schema;
  });
}
