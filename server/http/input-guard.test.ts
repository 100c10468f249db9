import { Readable, Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, fingerprintOf, nextAddress, type SignedInUser } from '../test/accounts.js';
import type { TestContext } from '../test/harness.js';
import { startAdminTestApp } from '../test/admin-app.js';
import { findNul, NUL_MESSAGE } from './input-guard.js';

// A NUL byte anywhere in a request used to reach PostgreSQL, answer 500 and log ~4 KB of SQL
// and parameters. It is refused at the edge with 400 for every route, and the refusal logs no more than a good
// request does.

describe('NUL characters at the edge', () => {
  let t: TestContext;
  let admin: SignedInUser;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    ({ t, admin } = await startAdminTestApp({ LOG_LEVEL: 'info' }, { logStream: stream }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const deviceInfo = { userAgent: 'Mozilla/5.0 \u0000', platform: 'Linux' };
  const cases: { name: string; method: 'GET' | 'POST'; url: string; payload?: unknown; admin?: boolean }[] = [
    {
      name: 'login username',
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'ad\u0000min', password: 'whatever1' },
    },
    {
      name: 'device fingerprint',
      method: 'POST',
      url: '/api/device-fingerprint',
      payload: { fingerprintHash: fingerprintOf('x'), userAgent: 'a\u0000b' },
    },
    {
      name: 'register deviceInfo',
      method: 'POST',
      url: '/api/register',
      payload: {
        firstName: 'A',
        lastName: 'B',
        email: 'nul@example.test',
        password: 'long-enough-1',
        fingerprintHash: fingerprintOf('r'),
        deviceInfo,
      },
    },
    {
      name: 'register-anonymous deviceInfo',
      method: 'POST',
      url: '/api/register-anonymous',
      payload: { fingerprintHash: fingerprintOf('a'), deviceInfo },
    },
    {
      name: 'register-domain deviceInfo',
      method: 'POST',
      url: '/api/register-domain',
      payload: { domain: 'nul-site', fingerprintHash: fingerprintOf('d'), deviceInfo },
    },
    { name: 'plugin slug', method: 'GET', url: '/api/plugins/slug/a%00b' },
    { name: 'admin user search', method: 'GET', url: '/api/admin/users?search=a%00b', admin: true },
    { name: 'admin hosting search', method: 'GET', url: '/api/admin/hosting-accounts?search=a%00b', admin: true },
    {
      name: 'a key of the body',
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'x', password: 'y', 'k\u0000': 1 },
    },
  ];

  for (const c of cases) {
    it(`refuses a NUL in the ${c.name} with 400 and changes nothing`, async () => {
      lines.length = 0;
      const res = await t.app.inject({
        method: c.method,
        url: c.url,
        payload: c.payload as object,
        remoteAddress: nextAddress(),
        headers: c.admin ? bearer(admin.token) : {},
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(NUL_MESSAGE);
      // No error line, and the request's lines are as small as a good request's.
      expect(lines.filter((l) => JSON.parse(l).level >= 50)).toEqual([]);
      expect(lines.join('\n').length).toBeLessThan(1200);
    });
  }

  it('refuses a NUL in a multipart text field', async () => {
    const boundary = 'hfnul';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\not\u0000her\r\n--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/plugins',
      payload,
      headers: { ...bearer(admin.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NUL_MESSAGE);
  });

  it('finds NULs in nested values and keys, and nothing in clean input', () => {
    expect(findNul({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toBe('a.1.c');
    expect(findNul({ a: 'fine', n: 1, z: null })).toBeNull();
    expect(findNul('\u0000')).toBe('');
    // A streamed upload's body is left to its route (its object graph loops back on itself).
    const upload = Readable.from(['x\u0000']) as Readable & { self?: unknown };
    upload.self = { upload };
    expect(findNul(upload)).toBeNull();
  });
});
