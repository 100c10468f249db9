import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { redactUrl, serializeRequest } from './log-redaction.js';

describe('request log redaction', () => {
  it('cuts the credential out of a signed download link and leaves other URLs alone', () => {
    expect(redactUrl('/api/library/download/eyJrIjoicCJ9.c2lnbmF0dXJl')).toBe('/api/library/download/[redacted]');
    expect(redactUrl('/api/library/download/abc.def?x=1')).toBe('/api/library/download/[redacted]?x=1');
    expect(redactUrl('/api/plugins?search=cache')).toBe('/api/plugins?search=cache');
  });

  it('serialises a request like Fastify does, with the URL redacted', () => {
    const request = { method: 'GET', url: '/api/library/download/secret.mac', host: 'localhost', ip: '127.0.0.1', socket: { remotePort: 4000 } } as unknown as FastifyRequest;
    expect(serializeRequest(request)).toEqual({ method: 'GET', url: '/api/library/download/[redacted]', host: 'localhost', remoteAddress: '127.0.0.1', remotePort: 4000 });
  });
});
