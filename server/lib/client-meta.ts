import type { FastifyRequest } from 'fastify';

/** What a route knows about the caller's connection, passed to services as plain values. */
export interface ClientMeta {
  ip: string;
  userAgent?: string;
  /** The sign-in device cookie the browser sent (modules/accounts/login-device.ts), unverified; set by the sign-in route only. */
  loginDevice?: string;
  /** The page the request came from (Referer), for the Conversions API's event_source_url. */
  pageUrl?: string;
  /** Meta's first-party cookies _fbp and _fbc, sent raw to the Conversions API (facebook-pixel.md §3). */
  fbp?: string;
  fbc?: string;
}

const FB_COOKIE = /^fb\.\d\.\d{10,16}\.[A-Za-z0-9_-]{1,500}$/;

function cookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The caller's address (already resolved through TRUST_PROXY_HOPS) and browser, for services and logs. */
export function clientMeta(request: FastifyRequest): ClientMeta {
  const userAgent = request.headers['user-agent'];
  const referer = request.headers.referer;
  const fbp = cookie(request.headers.cookie, '_fbp');
  const fbc = cookie(request.headers.cookie, '_fbc');
  return {
    ip: request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent : undefined,
    ...(typeof referer === 'string' && /^https?:\/\//.test(referer) ? { pageUrl: referer.slice(0, 2000) } : {}),
    // Only well-formed values: they are forwarded to Meta as they are.
    ...(fbp && FB_COOKIE.test(fbp) ? { fbp } : {}),
    ...(fbc && FB_COOKIE.test(fbc) ? { fbc } : {}),
  };
}
