import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers.js';

// Which headers go with which answer: a page gets the document policies; the built app's hashed files only what
// applies to a script or stylesheet, since a first load fetches dozens of them (the byte ceilings count them).
describe('security headers', () => {
  const app = Fastify();
  registerSecurityHeaders(app);
  app.get('/assets/*', (_request, reply) => reply.type('application/javascript').send('export {};'));
  app.get('/*', (_request, reply) => reply.type('text/html').send('<!doctype html>'));
  app.get('/api/thing', () => ({ ok: true }));

  it('sends a page its CSP, framing and referrer policies', async () => {
    const page = await app.inject({ url: '/auth' });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends a hashed asset nosniff only', async () => {
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    for (const header of ['content-security-policy', 'x-frame-options', 'referrer-policy'])
      expect(asset.headers[header]).toBeUndefined();
  });

  it('keeps API answers out of caches, with the referrer policy', async () => {
    const api = await app.inject({ url: '/api/thing' });
    expect(api.headers['cache-control']).toBe('no-store');
    expect(api.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
