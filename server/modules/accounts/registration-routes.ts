import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authResponse,
  recoverAccountBody,
  recoverAccountResponse,
  registerAnonymousBody,
  registerAnonymousResponse,
  registerBody,
} from '../../../contract/accounts.js';
import { errorResponse } from '../../../contract/common.js';
import { clientMeta } from '../../lib/client-meta.js';

const failures = { 400: errorResponse, 403: errorResponse, 409: errorResponse, 429: errorResponse };

export async function registrationRoutes(app: FastifyInstance) {
  const { accounts } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/register',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: registerBody, response: { 201: authResponse, ...failures } },
    },
    async (request, reply) => reply.code(201).send(await accounts.register(request.body, clientMeta(request))),
  );

  r.post(
    '/api/register-anonymous',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        body: registerAnonymousBody,
        response: { 201: registerAnonymousResponse, ...failures },
      },
    },
    async (request, reply) => reply.code(201).send(await accounts.registerAnonymous(request.body, clientMeta(request))),
  );

  r.post(
    '/api/recover-account',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        body: recoverAccountBody,
        response: { 200: recoverAccountResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request) => accounts.recoverAccount(request.body.recoveryPhrase, clientMeta(request)),
  );
}
