import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Below this a compressed answer saves nothing worth the work (as server/http/compression.ts). */
const MIN_BYTES = 1024;

type Encoding = 'br' | 'gzip';

/**
 * A JSON answer kept in memory and sent many times (the public catalogue lists): its text, and its brotli and gzip
 * forms, each made once, on first demand, instead of compressing the same bytes again for every browser.
 */
export interface ReadyAnswer {
  /** The JSON text (decoded from `bytes` when asked: only tests read it). */
  readonly json: string;
  /**
   * The JSON's UTF-8 bytes, made once: what an uncompressed answer sends. A string reply is measured
   * (Buffer.byteLength) and encoded again on every send, two passes over every byte of it.
   */
  readonly bytes: Buffer;
  /** Headers sent with every form of it (a list's total count). */
  readonly headers?: Readonly<Record<string, string>>;
  /** The form, once made: sent at once, with no promise to wait for (the common case, on a hot path). */
  encodedNow(encoding: Encoding): Buffer | undefined;
  encoded(encoding: Encoding): Promise<Buffer>;
}

export function createReadyAnswer(json: string, headers?: Readonly<Record<string, string>>): ReadyAnswer {
  const forms = new Map<Encoding, Promise<Buffer>>();
  const made = new Map<Encoding, Buffer>();
  // Only the bytes are kept: a kept string beside them would double the memory of every cached answer.
  const bytes = Buffer.from(json);
  return {
    get json() {
      return bytes.toString('utf8');
    },
    bytes,
    headers,
    encodedNow: (encoding) => made.get(encoding),
    encoded(encoding) {
      let form = forms.get(encoding);
      if (!form) {
        const body = bytes;
        // Quality 5: close to the best size on JSON at a small part of its cost (a whole catalogue is ~700 KB).
        form =
          encoding === 'br'
            ? brotli(body, {
                params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
              })
            : gz(body, { level: 6 });
        form.then(
          (bytes) => made.set(encoding, bytes),
          () => forms.delete(encoding),
        );
        forms.set(encoding, form);
      }
      return form;
    },
  };
}

// Browsers send one of a handful of Accept-Encoding values: each is read once (bounded: a caller inventing values
// only empties it).
const encodingByHeader = new Map<string, Encoding | null>();
const MAX_HEADERS_KEPT = 64;

function acceptedEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  let encoding = encodingByHeader.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = preferredEncoding(acceptEncoding);
    if (encodingByHeader.size >= MAX_HEADERS_KEPT) encodingByHeader.clear();
    encodingByHeader.set(acceptEncoding, encoding);
  }
  return encoding;
}

/** The encoding to send for an Accept-Encoding header: brotli, then gzip, each unless refused with q=0. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * Options for a route that answers with sendReadyAnswer: it sends its own compressed forms, so the global compression
 * hooks (server/http/compression.ts) are left off it and cost its requests nothing.
 */
export const READY_ANSWER_ROUTE = { compress: false } as const;

/**
 * Sends a ready answer as JSON, in the form the caller accepts. When the answer and that form are both ready (every
 * request after the first), it is sent at once and nothing is returned: the route's handler is then a plain function
 * and Fastify waits on no promise. Otherwise the returned promise settles once it is sent (or rejects, for the error
 * handler). Routes using it declare READY_ANSWER_ROUTE.
 */
export function sendReadyAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: ReadyAnswer | Promise<ReadyAnswer>,
): void | Promise<void> {
  if (answer instanceof Promise) return answer.then((ready) => sendReadyAnswer(request, reply, ready));
  if (sendReadyAnswerNow(request, reply, answer)) return;
  const encoding = encodingFor(request, answer)!;
  return answer.encoded(encoding).then((bytes) => {
    sendForm(reply, answer, encoding, bytes);
  });
}

/** The encoding to send `answer` in to this caller, or null for the JSON text. */
function encodingFor(request: FastifyRequest, answer: ReadyAnswer): Encoding | null {
  return answer.bytes.length >= MIN_BYTES ? acceptedEncoding(request.headers['accept-encoding']) : null;
}

function sendForm(reply: FastifyReply, answer: ReadyAnswer, encoding: Encoding | null, body: string | Buffer) {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (answer.headers) reply.headers(answer.headers);
  if (encoding) reply.header('content-encoding', encoding);
  reply.send(body);
}

/** Sends the answer if the form this caller accepts is made already (true), else sends nothing (false). */
export function sendReadyAnswerNow(request: FastifyRequest, reply: FastifyReply, answer: ReadyAnswer): boolean {
  const encoding = encodingFor(request, answer);
  const body = encoding ? answer.encodedNow(encoding) : answer.bytes;
  if (body === undefined) return false;
  sendForm(reply, answer, encoding, body);
  return true;
}

/**
 * A signed-in route's `config.keptUserAnswer` (http/access.ts) from a lookup of the ready answer kept for the caller:
 * sent at once when it and the accepted form are both made (true), else the route goes the whole way (false).
 */
export function keptReadyAnswer<User>(kept: (user: User) => ReadyAnswer | undefined) {
  return (request: FastifyRequest, reply: FastifyReply, user: User): boolean => {
    const answer = kept(user);
    return answer !== undefined && sendReadyAnswerNow(request, reply, answer);
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public GET route whose answers are kept ready (READY_ANSWER_ROUTE): the answer already made for this exact
     * request URL, if any. The access control sends it before any other hook of the route runs (keptAnswerHook).
     */
    keptAnswer?: (url: string) => ReadyAnswer | undefined;
  }
}

/**
 * The first hook of a route declaring `config.keptAnswer`. A URL whose answer is kept was answered before, in full:
 * checked by every hook, its query validated, its answer made from it. The same bytes of URL parse to the same request
 * again, and a public answer does not depend on who asks, so the kept answer is sent at once, before the access check
 * (and its request context), the NUL guard, the query's validation and the handler, which cost more than the answer
 * itself (bench/README.md). The answers are the cache's: dropped with it on every change.
 * The onSend hooks (security headers) still run. Anything not kept, or not yet in the accepted form, goes the full way.
 */
export function keptAnswerHook(keptAnswer: (url: string) => ReadyAnswer | undefined): onRequestHookHandler {
  return (request, reply, done) => {
    const answer = keptAnswer(request.url);
    // A hook that sends an answer does not call done(): Fastify then runs only the reply's onSend hooks.
    if (answer === undefined || !sendReadyAnswerNow(request, reply, answer)) done();
  };
}
