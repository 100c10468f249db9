import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  revokeOthersResponse,
  sessionListResponse,
  twoFactorConfirmBody,
  twoFactorConfirmResponse,
  twoFactorDisableBody,
  twoFactorSetupBody,
  twoFactorSetupResponse,
  twoFactorStatusResponse,
} from '../../../contract/account-safety.js';
import { errorResponse, idParams, messageResponse } from '../../../contract/common.js';
import { currentUser } from '../../http/access.js';
import type { Actor } from './profile-service.js';

const actorOf = (request: FastifyRequest): Actor => ({ user: currentUser(request), sid: request.sessionId });

// Two-factor set-up and the signed-in devices of /settings. The sign-in code step is in auth-routes.ts.
export async function accountSafetyRoutes(app: FastifyInstance) {
  const { accounts } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/user/two-factor',
    {
      config: { access: 'user' },
      schema: { tags: ['user'], response: { 200: twoFactorStatusResponse } },
    },
    async (request) => accounts.twoFactorStatus(currentUser(request)),
  );

  r.post(
    '/api/user/two-factor/setup',
    {
      config: { access: 'user' },
      schema: {
        tags: ['user'],
        body: twoFactorSetupBody,
        response: { 200: twoFactorSetupResponse, 400: errorResponse, 409: errorResponse, 429: errorResponse },
      },
    },
    async (request) => accounts.startTwoFactorSetup(currentUser(request), request.body),
  );

  r.post(
    '/api/user/two-factor/confirm',
    {
      config: { access: 'user' },
      schema: {
        tags: ['user'],
        body: twoFactorConfirmBody,
        response: { 200: twoFactorConfirmResponse, 400: errorResponse, 409: errorResponse, 429: errorResponse },
      },
    },
    async (request) => accounts.confirmTwoFactor(currentUser(request), request.body),
  );

  r.post(
    '/api/user/two-factor/disable',
    {
      config: { access: 'user' },
      schema: {
        tags: ['user'],
        body: twoFactorDisableBody,
        response: { 200: messageResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request) => accounts.disableTwoFactor(currentUser(request), request.body),
  );

  r.get(
    '/api/user/sessions',
    {
      config: { access: 'user' },
      schema: { tags: ['user'], response: { 200: sessionListResponse } },
    },
    async (request) => ({ sessions: await accounts.listSessions(actorOf(request)) }),
  );

  r.delete(
    '/api/user/sessions/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['user'],
        params: idParams,
        response: { 200: messageResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => accounts.revokeSession(actorOf(request), request.params.id),
  );

  r.post(
    '/api/user/sessions/revoke-others',
    {
      config: { access: 'user' },
      schema: { tags: ['user'], response: { 200: revokeOthersResponse } },
    },
    async (request) => accounts.revokeOtherSessions(actorOf(request)),
  );
}
