import type { FastifyRequest } from 'fastify';
import type { ClientMeta } from './deps.js';
import { readLoginDeviceCookie } from './login-device.js';

/** The caller's address (already resolved through TRUST_PROXY_HOPS) and browser, for services and logs. */
export function clientMeta(request: FastifyRequest): ClientMeta {
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent : undefined,
    loginDevice: readLoginDeviceCookie(request.headers.cookie),
  };
}
