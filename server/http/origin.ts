import type { FastifyRequest } from 'fastify';

/**
 * The site's origin as this request reached it (protocol and host; behind a proxy, as the trusted hops report them,
 * TRUST_PROXY_HOPS): where Stripe Checkout sends the browser back, so the return lands on the same site it left.
 */
export const siteOriginOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;
