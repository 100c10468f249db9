import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

// One gate for every route (issue 13 point 2): a NUL character can be stored in no PostgreSQL text column, so
// a string carrying one failed deep in a query with a 500 and a log line holding the whole statement. It is
// refused here with a 400 before validation, for the path parameters, the query string and the JSON body
// alike, so no route (including ones added later) has to remember it. Other control characters are legal in
// text columns; fields that must not hold them (names in logs, e-mails, WHM) use contract/common.ts safeText.

export const NUL_MESSAGE = 'Text must not contain NUL characters';

/** The dotted path of the first string (or object key) holding a NUL, or null; bounded by the body limit. */
export function findNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  if (Buffer.isBuffer(value)) return null;
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return childPath;
    const found = findNul(child, childPath);
    if (found !== null) return found;
  }
  return null;
}

function firstNulField(request: FastifyRequest): string | null {
  for (const part of [request.params, request.query, request.body]) {
    const found = findNul(part);
    if (found !== null) return found;
  }
  return null;
}

export function registerInputGuard(app: FastifyInstance) {
  // A callback hook: it runs before every route's validation and never waits for anything.
  app.addHook('preValidation', (request, _reply, done) => {
    const field = firstNulField(request);
    done(field === null ? undefined : new AppError('BAD_REQUEST', NUL_MESSAGE, field ? { field } : undefined));
  });
}
