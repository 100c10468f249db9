import { PassThrough } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { LIBRARY_MESSAGES } from '../../../../contract/library.js';
import { AppError, isAppError } from '../../../errors.js';
import { NUL_MESSAGE } from '../../../http/input-guard.js';
import type { UploadPart, UploadSource } from './receive-upload.js';

// The HTTP side of an upload: @fastify/multipart's parts as the plain UploadSource the service reads.
// A request that breaks off (client gone, malformed body) surfaces as one clear 400 instead of a stream
// error, and multipart's own limits keep their status (413 for too many parts).

const interrupted = () => new AppError('BAD_REQUEST', LIBRARY_MESSAGES.uploadInterrupted);

function toAppError(error: unknown): AppError {
  if (isAppError(error)) return error;
  const status = (error as { statusCode?: number }).statusCode;
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', (error as Error).message);
  return interrupted();
}

export function multipartSource(request: FastifyRequest): UploadSource {
  return {
    async *[Symbol.asyncIterator]() {
      const parts = request.parts()[Symbol.asyncIterator]();
      for (;;) {
        let next: Awaited<ReturnType<typeof parts.next>>;
        try {
          next = await parts.next();
        } catch (error) {
          throw toAppError(error);
        }
        if (next.done) return;
        const part = next.value;
        if (part.type === 'field') {
          // Multipart fields are parsed here, after the app-wide NUL gate (http/input-guard.ts) has run.
          const text = typeof part.value === 'string' ? part.value : String(part.value);
          if (text.includes('\u0000') || part.fieldname.includes('\u0000'))
            throw new AppError('BAD_REQUEST', NUL_MESSAGE, { field: part.fieldname });
          yield {
            type: 'field',
            name: part.fieldname,
            value: typeof part.value === 'string' ? part.value : String(part.value),
          } satisfies UploadPart;
          continue;
        }
        const file = part.file;
        const relay = new PassThrough();
        file.on('error', (error) => relay.destroy(toAppError(error)));
        relay.on('close', () => {
          if (!file.readableEnded) file.destroy();
        });
        file.pipe(relay);
        yield {
          type: 'file',
          name: part.fieldname,
          fileName: part.filename ?? '',
          stream: relay,
          isTruncated: () => file.truncated,
        } satisfies UploadPart;
      }
    },
  };
}

/** A JSON body as an upload without files (an edit of the text fields only). */
export function jsonSource(body: unknown): UploadSource {
  const entries =
    body && typeof body === 'object' && !Array.isArray(body) ? Object.entries(body as Record<string, unknown>) : [];
  return {
    async *[Symbol.asyncIterator]() {
      for (const [name, value] of entries) {
        yield {
          type: 'field',
          name,
          value: value === null || value === undefined ? '' : String(value),
        } satisfies UploadPart;
      }
    },
  };
}
