import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { AppError } from '../errors.js';
import type { SessionAuthenticator, SessionUser } from './session-user.js';
import { ACCOUNT_SAFETY_MESSAGES } from '../../contract/account-safety.js';
import { ACCOUNT_MESSAGES } from '../../contract/account-messages.js';
import { currentRequestContext, runWithRequestContext } from '../lib/request-context.js';
import { keptAnswerHook } from '../lib/ready-answer.js';

export interface AccessPolicy {
  /** The registration setting 'admins must use 2FA': read only for admins without 2FA. */
  adminsRequireTwoFactor(): Promise<boolean>;
}

/**
 * Who may call a route. Every route declares one in `config.access`; the server refuses to start
 * when a route forgets (security-test-plan A1), and this hook enforces it on every request.
 */
export type Access = 'public' | 'user' | 'admin';

/**
 * Sends the answer this signed-in user's GET would get, when it is kept in memory (true), or sends nothing (false).
 * Called only after the route's own access decision admitted the user from the session cache, so a revoked, expired
 * or suspended session (dropped from that cache at once) never reaches it.
 */
export type KeptUserAnswer = (request: FastifyRequest, reply: FastifyReply, user: SessionUser) => boolean;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * A GET route without parameters whose answer to a signed-in caller depends only on who asks (GET /api/user, the
     * own hosting list, the billing centre): the access hook sends the kept answer as soon as it has admitted the
     * caller from the session cache (keptUserAnswerFor below). On a public route it is never asked without a session.
     */
    keptUserAnswer?: KeptUserAnswer;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: string | null;
  }
}

export interface RouteInventoryEntry {
  method: string;
  url: string;
  access: Access;
}

// Routes added by plugins we trust to be public (API docs UI, static web assets).
const PUBLIC_PLUGIN_PREFIXES = ['/api/docs'];

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

export function registerAccessControl(
  app: FastifyInstance,
  sessions: SessionAuthenticator,
  policy?: AccessPolicy,
): RouteInventoryEntry[] {
  const inventory: RouteInventoryEntry[] = [];
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRoute', (route: RouteOptions) => {
    const config = (route.config ?? {}) as { access?: Access };
    if (!config.access && PUBLIC_PLUGIN_PREFIXES.some((p) => route.url.startsWith(p))) {
      route.config = { ...config, access: 'public' };
    } else if (!config.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule (config.access)`);
    }
    const access = (route.config as { access: Access }).access;
    for (const method of [route.method].flat()) inventory.push({ method, url: route.url, access });
    const keptUserAnswer = route.config?.keptUserAnswer;
    // A public route may keep answers per user too (the billing centre: a session or a signed link): it is asked only
    // for a caller admitted from the session cache, exactly as on a 'user' route, and decides itself what else it needs.
    if (keptUserAnswer && [route.method].flat().some((m) => m !== 'GET' && m !== 'HEAD')) {
      throw new Error(`Route ${String(route.method)} ${route.url} keeps answers per user but is not a GET`);
    }
    // The route's own first onRequest hook, bound to its rule: nothing to look up per request.
    route.onRequest = [
      accessHook(access, keptUserAnswer && keptUserAnswerFor(route.url, keptUserAnswer)),
      ...[route.onRequest ?? []].flat(),
    ];
    // A kept public answer goes out before the check: only a public answer may skip it (lib/ready-answer.ts).
    const keptAnswer = route.config?.keptAnswer;
    if (keptAnswer) {
      if (access !== 'public')
        throw new Error(`Route ${String(route.method)} ${route.url} keeps answers but is not public`);
      route.onRequest.unshift(keptAnswerHook(keptAnswer));
    }
  });

  // In callback style: a public request without a token (every catalogue and landing read) passes with no promise
  // made, and so does a signed-in one whose session this instance holds in memory; otherwise the token is
  // checked in the database and the route's rule enforced. It runs inside the request's context (who and from where,
  // for the audit trail: lib/request-context.ts), which the rest of the request inherits.
  function accessHook(access: Access, keptUserAnswer?: KeptUserAnswer): onRequestHookHandler {
    return (request, reply, done) => {
      const userAgent = request.headers['user-agent'];
      runWithRequestContext(
        {
          ip: request.ip,
          userAgent: typeof userAgent === 'string' ? userAgent : null,
          actorId: null,
          language: {
            cookieHeader: request.headers.cookie ?? null,
            acceptLanguage: request.headers['accept-language'] ?? null,
            stored: null,
          },
        },
        () => {
          const token = bearerToken(request);
          if (!token && access === 'public') return done();
          const known = token ? sessions.authenticateCached(token) : null;
          if (known === undefined) {
            authorize(request, token!, access).then(() => done(), done);
            return;
          }
          if (known) signIn(request, known);
          const refusal = refusalOf(request, access);
          if (refusal) return done(refusal);
          if (mustAskTwoFactorPolicy(request, access)) {
            checkTwoFactorPolicy().then(() => done(), done);
            return;
          }
          // A hook that sends an answer does not call done(): Fastify then runs only the reply's onSend hooks.
          if (known && keptUserAnswer?.(request, reply, known.user)) return;
          done();
        },
      );
    };
  }

  /**
   * A kept per-user answer is sent for the route's exact URL only: a query string goes the full way (the NUL guard,
   * validation, the handler), so every request answered from memory is one the handler would answer the same
   * (it skips the input guard, the handler's promise, the response serializer and, for ready
   * answers, the compression hooks).
   */
  function keptUserAnswerFor(url: string, keptUserAnswer: KeptUserAnswer): KeptUserAnswer {
    return (request, reply, user) => request.url === url && keptUserAnswer(request, reply, user);
  }

  function signIn(request: FastifyRequest, found: { user: SessionUser; sid: string }) {
    request.user = found.user;
    request.sessionId = found.sid;
    const context = currentRequestContext();
    if (context) {
      context.actorId = found.user.id;
      context.language.stored = found.user.locale;
    }
  }

  /** Why the route's rule refuses the caller, or null. */
  function refusalOf(request: FastifyRequest, access: Access): AppError | null {
    if (access === 'public') return null;
    if (!request.user) return new AppError('UNAUTHENTICATED', ACCOUNT_MESSAGES.authenticationRequired);
    if (access === 'admin' && request.user.role !== 'admin') {
      request.log.warn({ userId: request.user.id, url: request.routeOptions.url }, 'admin route refused');
      return new AppError('FORBIDDEN', ACCOUNT_MESSAGES.adminRequired);
    }
    return null;
  }

  // An admin who must use two-factor sign-in and has not set it up reaches only their own settings.
  const mustAskTwoFactorPolicy = (request: FastifyRequest, access: Access) =>
    access === 'admin' && !request.user!.twoFactorEnabled && policy !== undefined;

  async function checkTwoFactorPolicy() {
    if (await policy!.adminsRequireTwoFactor()) {
      throw new AppError('FORBIDDEN', ACCOUNT_SAFETY_MESSAGES.adminSetupRequired, { twoFactorSetupRequired: true });
    }
  }

  async function authorize(request: FastifyRequest, token: string, access: Access) {
    const found = await sessions.authenticate(token);
    if (found) signIn(request, found);
    const refusal = refusalOf(request, access);
    if (refusal) throw refusal;
    if (mustAskTwoFactorPolicy(request, access)) await checkTwoFactorPolicy();
  }

  return inventory;
}

/** The signed-in user of a route declared 'user' or 'admin' (the hook above guarantees it). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', ACCOUNT_MESSAGES.authenticationRequired);
  return request.user;
}
