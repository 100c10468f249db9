import type { FastifyRequest } from 'fastify';

// Some URLs carry a credential in their path: a signed download link is valid on its own for 5 minutes
// (modules/library/download-token.ts). Request logs show such paths with the credential cut out.
const SECRET_PATHS: RegExp[] = [/^(\/api\/library\/download\/)[^/?#]+/];

export function redactUrl(url: string): string {
  for (const pattern of SECRET_PATHS) {
    if (pattern.test(url)) return url.replace(pattern, '$1[redacted]');
  }
  return url;
}

/** Fastify's default request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket ? request.socket.remotePort : undefined,
  };
}
