import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FileAnswer } from '../download-service.js';

// How stored files leave the server (security-test-plan D6, D8, P43): never rendered in our origin
// (attachment, or CSP sandbox for images), never sniffed, with a file name that cannot break the header.

const BIDI_AND_CONTROL = /[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment; filename="ascii"; filename*=UTF-8''utf8` (RFC 6266) from any stored name. */
export function attachmentDisposition(name: string, extension = '.zip'): string {
  let clean = name
    .replace(/^.*[\\/]/, '')
    .replace(BIDI_AND_CONTROL, '')
    .replace(/["<>:|?*]/g, '')
    .trim()
    .replace(/^\.+/, '');
  if (!clean.toLowerCase().endsWith(extension)) clean = `${clean || 'download'}${extension}`;
  clean = clean.slice(-150);
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_').replace(/[%;\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(clean)}`;
}

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
