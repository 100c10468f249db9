import type { FastifyReply, FastifyRequest } from 'fastify';
import { attachmentDisposition } from '../../../http/attachment-disposition.js';
import type { FileAnswer } from '../download-service.js';

// How stored files leave the server (security-test-plan D6, D8, P43): never rendered in our origin
// (attachment, or CSP sandbox for images), never sniffed, with a file name that cannot break the header.

export function sendDownload(reply: FastifyReply, file: FileAnswer) {
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('accept-ranges', 'none');
  if (file.size !== null) reply.header('content-length', String(file.size));
  return reply.send(file.stream);
}

export function sendImage(reply: FastifyReply, file: FileAnswer) {
  reply
    .header('content-type', file.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox");
  if (file.size !== null) reply.header('content-length', String(file.size));
  return reply.send(file.stream);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Overrides the API's default 'no-store' on successful answers of this route. */
    cacheControl?: string;
  }
}

/**
 * The app-wide onSend hook marks every API answer 'no-store'; this scope's hook runs after it and sets the
 * route's own Cache-Control on success (files: 'private, no-store'; images: long-lived and public).
 */
export async function applyRouteCacheControl(request: FastifyRequest, reply: FastifyReply) {
  const wanted = request.routeOptions.config?.cacheControl;
  if (wanted && reply.statusCode < 400) reply.header('cache-control', wanted);
}
