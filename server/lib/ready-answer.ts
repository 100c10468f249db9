import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

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
  readonly json: string;
  encoded(encoding: Encoding): Promise<Buffer>;
}

export function createReadyAnswer(json: string): ReadyAnswer {
  const forms = new Map<Encoding, Promise<Buffer>>();
  return {
    json,
    encoded(encoding) {
      let form = forms.get(encoding);
      if (!form) {
        const body = Buffer.from(json);
        // Quality 5: close to the best size on JSON at a small part of its cost (a whole catalogue is ~700 KB).
        form = encoding === 'br'
          ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
          : gz(body, { level: 6 });
        form.catch(() => forms.delete(encoding));
        forms.set(encoding, form);
      }
      return form;
    },
  };
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

/** Sends a ready answer as JSON, in the form the caller accepts; the compression hook leaves an encoded answer alone. */
export async function sendReadyAnswer(request: FastifyRequest, reply: FastifyReply, answer: ReadyAnswer) {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding = answer.json.length >= MIN_BYTES ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(answer.json);
  return reply.header('content-encoding', encoding).send(await answer.encoded(encoding));
}
