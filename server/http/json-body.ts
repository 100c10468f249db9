import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

// The JSON body parser. Fastify's own parser (secure-json-parse, prototype poisoning refused)
// caps the size (bodyLimit in app.ts) but not the depth: a 5,000-deep array is one small request, and every walk
// over it afterwards (the NUL gate, validation, error reporting) recursed until the stack ran out, a 500. The
// depth is counted here on the raw text, without recursion, before anything parses it. No request of the API
// nests deeper than a few levels; 32 leaves a wide margin for any later shape.

export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `JSON body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

/** The deepest nesting of arrays and objects in JSON text, counting only brackets outside strings. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped, even a quote
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return deepest;
}

export function registerJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepth(body as string) > MAX_JSON_DEPTH) {
      done(new AppError('BAD_REQUEST', TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}
