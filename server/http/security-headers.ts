import type { FastifyInstance } from 'fastify';

// Header code snippets that admins add must be able to load pixels and scripts, so script-src stays open
// to https; object-src/base-uri/frame-ancestors are locked down (security-test-plan P35-P37).
const CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' https:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "connect-src 'self' https:",
  "font-src 'self' data:",
  "frame-src 'self' https:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

export function registerSecurityHeaders(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every answer and has nothing to wait for.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    const url = request.url;
    // The web app's hashed scripts and stylesheets: CSP, X-Frame-Options and Referrer-Policy govern documents (what a
    // page may load, who may frame it, what its requests tell other sites), not a script or stylesheet, and a page's
    // first load fetches dozens of these (52 B a response). The stylesheet's own requests (fonts) are
    // same-origin, and browsers default to strict-origin-when-cross-origin anyway.
    if (url.startsWith('/assets/')) return done(null, payload);
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    const isDocs = url.startsWith('/api/docs');
    if (isDocs) return done(null, payload);
    if (url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    else reply.header('content-security-policy', CSP);
    done(null, payload);
  });
}
