import { Stream } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

// One gate for every route: a NUL character can be stored in no PostgreSQL text column, so
// a string carrying one failed deep in a query with a 500 and a log line holding the whole statement. It is
// refused here with a 400 before validation, for the path parameters, the query string and the JSON body
// alike, so no route (including ones added later) has to remember it. Other control characters are legal in
// text columns; fields that must not hold them (names in logs, e-mails, WHM) use contract/common.ts safeText.

export const NUL_MESSAGE = 'Text must not contain NUL characters';

/**
 * The dotted path of the first string (or object key) holding a NUL, or null. A loop over an explicit stack, not
 * recursion: the JSON parser caps depth (http/json-body.ts), but query strings and multipart fields reach here
 * too, and no input may turn this walk into a stack overflow (a 500).
 */
export function findNul(value: unknown, path = ''): string | null {
  // Each entry: the value, its path, and whether the key that leads to it holds a NUL.
  const stack: [unknown, string, boolean][] = [[value, path, false]];
  while (stack.length > 0) {
    const [current, at, badKey] = stack.pop()!;
    if (badKey) return at;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return at;
      continue;
    }
    // A streamed body (a file upload's request stream) is bytes, not text fields; walking its object graph (the
    // socket, the server, back to the request) never ends.
    if (current === null || typeof current !== 'object' || Buffer.isBuffer(current) || current instanceof Stream)
      continue;
    const entries = Object.entries(current as Record<string, unknown>);
    // Reversed onto the stack so the first field in document order is reported first.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      const childPath = at ? `${at}.${key}` : key;
      stack.push([child, childPath, key.includes('\u0000')]);
    }
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
