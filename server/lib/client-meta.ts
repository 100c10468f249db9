import type { FastifyRequest } from 'fastify';

/** What a route knows about the caller's connection, passed to services as plain values. */
export interface ClientMeta {
  ip: string;
  userAgent?: string;
}

/** The caller's address (already resolved through TRUST_PROXY_HOPS) and browser, for services and logs. */
export function clientMeta(request: FastifyRequest): ClientMeta {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : undefined };
}
