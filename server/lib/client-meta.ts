import type { FastifyRequest } from 'fastify';

/** What a route knows about the caller's connection, passed to services as plain values. */
export interface ClientMeta {
  ip: string;
  userAgent?: string;
  /** The sign-in device cookie the browser sent (modules/accounts/login-device.ts), unverified; set by the sign-in route only. */
  loginDevice?: string;
}

/** The caller's address (already resolved through TRUST_PROXY_HOPS) and browser, for services and logs. */
export function clientMeta(request: FastifyRequest): ClientMeta {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : undefined };
}
