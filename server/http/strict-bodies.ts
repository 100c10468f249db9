import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { keepsUnknownKeysQuiet } from '../../contract/common.js';

// Extra fields in a JSON body are refused with a 400, on every route, including ones added
// later, without each contract schema remembering `.strict()`. zod's objects drop unknown keys silently by
// default; a misspelt or invented field (`isAdmin`, `amount: {}` beside the real ones) then looked accepted.
// Here, before Fastify compiles the route's validator and before the OpenAPI document reads the schema, a
// top-level object body that neither refuses nor keeps unknown keys is made strict, so the document says
// `additionalProperties: false` and means it. A body that must tolerate extra keys (a client that sends a whole
// form to a narrower route) says so in the contract with keepsUnknownKeysQuiet().

export function registerStrictBodies(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const body = route.schema?.body;
    if (!(body instanceof z.ZodObject) || keepsUnknownKeysQuiet.has(body)) return;
    // catchall unset = zod's default (strip); never = already strict; unknown = passthrough, left as written.
    if (body._zod.def.catchall !== undefined) return;
    route.schema = { ...route.schema, body: body.strict() };
  });
}
