import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { redactUrl, serializeRequest } from './log-redaction.js';

describe('request log redaction', () => {
  it('cuts the credential out of a signed download link and leaves other URLs alone', () => {
    expect(redactUrl('/api/library/download/eyJrIjoicCJ9.c2lnbmF0dXJl')).toBe('/api/library/download/[redacted]');
    expect(redactUrl('/api/library/download/abc.def?x=1')).toBe('/api/library/download/[redacted]?x=[redacted]');
    expect(redactUrl('/api/vps-orders/by-email/ada%40example.test')).toBe('/api/vps-orders/by-email/[redacted]');
    expect(redactUrl('/api/plugins')).toBe('/api/plugins');
    // Query values carry searches and e-mail checks: only the names stay.
    expect(redactUrl('/api/admin/users?search=ann@example.test&page=2&flag')).toBe(
      '/api/admin/users?search=[redacted]&page=[redacted]&flag',
    );
  });

  it('serialises a request like Fastify does, with the URL redacted', () => {
    const request = {
      method: 'GET',
      url: '/api/library/download/secret.mac',
      host: 'localhost',
      ip: '127.0.0.1',
      socket: { remotePort: 4000 },
    } as unknown as FastifyRequest;
    expect(serializeRequest(request)).toEqual({
      method: 'GET',
      url: '/api/library/download/[redacted]',
      host: 'localhost',
      remoteAddress: '127.0.0.1',
      remotePort: 4000,
    });
  });
});

describe('failed query log lines', () => {
  it('carry the PostgreSQL code and a short statement head, never the parameters', async () => {
    const { openTestDatabase } = await import('../test/harness.js');
    const { sql } = await import('drizzle-orm');
    const { database, drop } = await openTestDatabase();
    try {
      const secretEmail = 'victim.person@example.test';
      const digest = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5d2Fs';
      const error = await database.db
        .execute(sql`select ${secretEmail}::text, ${digest}::text, ${'not a number'}::int`)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      const { serializeError } = await import('./log-redaction.js');
      const logged = JSON.stringify(serializeError(error));
      expect(logged).not.toContain(secretEmail);
      expect(logged).not.toContain(digest);
      expect(logged).not.toContain('not a number');
      expect(logged).toContain('22P02');
      expect(logged.length).toBeLessThan(1500);
    } finally {
      await drop();
    }
  });
});
