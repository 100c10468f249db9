import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, idParams } from '../../../contract/common.js';
import {
  checkDomainBody,
  checkDomainResponse,
  cpanelLoginBody,
  cpanelLoginResponse,
  createHostingAccountBody,
  createHostingAccountResponse,
  hostingAccountListResponse,
  hostingStatsSchema,
  registerDomainBody,
  registerDomainResponse,
} from '../../../contract/hosting.js';
import { currentUser } from '../../http/access.js';
import { clientMeta } from '../../lib/client-meta.js';
import { keptReadyAnswer, READY_ANSWER_ROUTE, sendReadyAnswer } from '../../lib/ready-answer.js';

const failures = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse };

// Free hosting as visitors and clients use it (000 §7).
export async function hostingClientRoutes(app: FastifyInstance) {
  const { hosting } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/check-domain-availability',
    {
      config: { access: 'public' },
      schema: {
        tags: ['hosting'],
        body: checkDomainBody,
        response: { 200: checkDomainResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    // A refusal's reason is shown as it comes: answer-language.ts sends it in the requester's language.
    async (request) =>
      hosting.checkAvailability(request.body.domain, { ip: request.ip, isAdmin: request.user?.role === 'admin' }),
  );

  r.post(
    '/api/register-domain',
    {
      config: { access: 'public' },
      schema: { tags: ['hosting'], body: registerDomainBody, response: { 201: registerDomainResponse, ...failures } },
    },
    async (request, reply) => reply.code(201).send(await hosting.registerDomain(request.body, clientMeta(request))),
  );

  r.post(
    '/api/hosting-accounts',
    {
      config: { access: 'user' },
      schema: {
        tags: ['hosting'],
        body: createHostingAccountBody,
        response: { 201: createHostingAccountResponse, ...failures },
      },
    },
    async (request, reply) => reply.code(201).send(await hosting.createAccount(currentUser(request), request.body)),
  );

  // Answered as JSON made once per change (own-list-cache.ts), when kept straight from the access hook.
  r.get(
    '/api/hosting-accounts',
    {
      ...READY_ANSWER_ROUTE,
      config: { access: 'user', keptUserAnswer: keptReadyAnswer((user) => hosting.keptOwnAccountsAnswer(user.id)) },
      schema: { tags: ['hosting'], response: { 200: hostingAccountListResponse } },
    },
    (request, reply) => sendReadyAnswer(request, reply, hosting.ownAccountsAnswer(currentUser(request).id)),
  );

  r.get(
    '/api/hosting-accounts/:id/stats',
    {
      config: { access: 'user' },
      schema: { tags: ['hosting'], params: idParams, response: { 200: hostingStatsSchema, 404: errorResponse } },
    },
    async (request) => hosting.readStats(currentUser(request), request.params.id),
  );

  r.post(
    '/api/cpanel-login',
    {
      config: { access: 'user' },
      schema: { tags: ['hosting'], body: cpanelLoginBody, response: { 200: cpanelLoginResponse, ...failures } },
    },
    async (request) => hosting.cpanelLogin(currentUser(request), request.body.domain),
  );
}
