import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerAccessControl } from './access.js';
import { registerErrorHandler } from './error-handler.js';
import type { SessionAuthenticator, SessionUser } from './session-user.js';

// A signed-in GET whose answer depends only on who asks (GET /api/user, the own hosting list) is sent by the access
// hook once it has admitted the caller from the session cache. The rule is the route's own: only
// a session the cache holds as live gets it; anything else, or any other URL of the route, goes the whole way.

const alice = { id: 7, role: 'client', twoFactorEnabled: false } as SessionUser;

describe('a kept per-user answer sent by the access hook', () => {
  // What the fake session cache answers for each token: a live session, null (revoked, expired, suspended: the cache
  // dropped or refuses it) or undefined (not in memory: the database is asked).
  const cached = new Map<string, { user: SessionUser; sid: string } | null | undefined>([
    ['live', { user: alice, sid: 'sid-live' }],
    ['revoked', null],
    ['cold', undefined],
  ]);
  const sessions = {
    authenticateCached: (token: string) => cached.get(token),
    authenticate: async (token: string) => (token === 'cold' ? { user: alice, sid: 'sid-cold' } : null),
  } as unknown as SessionAuthenticator;
  const ran = { kept: 0, guard: 0, handler: 0 };
  let keep = true;
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerErrorHandler(app);
    registerAccessControl(app, sessions);
    app.addHook('preValidation', (_request, _reply, done) => {
      ran.guard += 1;
      done();
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      reply.header('x-content-type-options', 'nosniff');
      done(null, payload);
    });
    const answerOf = (user: SessionUser) => JSON.stringify({ id: user.id, role: user.role });
    app.get(
      '/mine',
      {
        config: {
          access: 'user',
          keptUserAnswer(_request, reply, user) {
            ran.kept += 1;
            if (!keep) return false;
            reply.type('application/json; charset=utf-8').send(answerOf(user));
            return true;
          },
        },
      },
      (request, reply) => {
        ran.handler += 1;
        reply.type('application/json; charset=utf-8').send(answerOf(request.user!));
      },
    );
    await app.ready();
  });
  afterAll(() => app.close());
  beforeEach(() => {
    Object.assign(ran, { kept: 0, guard: 0, handler: 0 });
    keep = true;
  });

  const get = (url: string, token?: string) =>
    app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('answers a cached live session without the later hooks or the handler, the same bytes and headers', async () => {
    const kept = await get('/mine', 'live');
    expect(ran).toEqual({ kept: 1, guard: 0, handler: 0 });
    const full = await get('/mine?any=1', 'live');
    expect(ran).toEqual({ kept: 1, guard: 1, handler: 1 });
    expect(kept.statusCode).toBe(200);
    expect(kept.body).toBe(full.body);
    const { date: _k, ...keptHeaders } = kept.headers;
    const { date: _f, ...fullHeaders } = full.headers;
    expect(keptHeaders).toEqual(fullHeaders);
    // The HEAD twin: the same headers, no body.
    const head = (url: string) => app.inject({ method: 'HEAD', url, headers: { authorization: 'Bearer live' } });
    const [keptHead, fullHead] = [await head('/mine'), await head('/mine?any=1')];
    expect(keptHead.body).toBe('');
    expect({ ...keptHead.headers, date: undefined }).toEqual({ ...fullHead.headers, date: undefined });
  });

  it('refuses a revoked, expired or suspended session (null from the cache) and a missing token, never asking the kept answer', async () => {
    expect((await get('/mine', 'revoked')).statusCode).toBe(401);
    expect((await get('/mine')).statusCode).toBe(401);
    expect(ran).toEqual({ kept: 0, guard: 0, handler: 0 });
  });

  it('goes the whole way for a session checked in the database, and when nothing is kept', async () => {
    expect((await get('/mine', 'cold')).statusCode).toBe(200);
    expect(ran).toEqual({ kept: 0, guard: 1, handler: 1 });
    keep = false;
    expect((await get('/mine', 'live')).json()).toEqual({ id: 7, role: 'client' });
    expect(ran).toEqual({ kept: 1, guard: 2, handler: 2 });
  });

  it('is refused on anything but a GET', () => {
    const other = Fastify();
    registerAccessControl(other, sessions);
    const keptUserAnswer = () => false;
    expect(() => other.post('/write', { config: { access: 'user', keptUserAnswer } }, () => 'never')).toThrow(
      /not a GET/,
    );
    expect(() => other.put('/open', { config: { access: 'public', keptUserAnswer } }, () => 'never')).toThrow(
      /not a GET/,
    );
  });

  it('on a public route, is asked only for a session the cache holds: a visitor and a revoked token get the handler', async () => {
    const open = Fastify();
    registerAccessControl(open, sessions);
    const asked: number[] = [];
    open.get(
      '/either',
      {
        config: {
          access: 'public',
          keptUserAnswer(_request, reply, user) {
            asked.push(user.id);
            reply.send('kept');
            return true;
          },
        },
      },
      (request) => `full:${request.user?.id ?? 'visitor'}`,
    );
    await open.ready();
    const call = (token?: string) =>
      open.inject({ url: '/either', headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect((await call()).body).toBe('full:visitor');
    expect((await call('revoked')).body).toBe('full:visitor');
    expect((await call('cold')).body).toBe('full:7');
    expect(asked).toEqual([]);
    expect((await call('live')).body).toBe('kept');
    expect(asked).toEqual([7]);
    await open.close();
  });
});
