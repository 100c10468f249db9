import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, idParams } from '../../../contract/common.js';
import {
  adminInstancesQuery,
  adminInstancesResponse,
  computeMetaSchema,
  consoleResultSchema,
  defaultProviderBody,
  defaultProviderSchema,
  instanceActionResponse,
  myInstancesResponse,
  provisionBody,
  provisionResultSchema,
} from '../../../contract/compute.js';
import { currentUser } from '../../http/access.js';
import { cloudAccountRoutes } from './account-routes.js';
import { keptReadyAnswer, READY_ANSWER_ROUTE, sendReadyAnswer } from '../../lib/ready-answer.js';
import { requestLocale } from '../../http/request-locale.js';
import { translateServerMessage } from '../../lib/i18n/translate.js';

// 001 §7 cloud compute calls. Thin: schema, access, one service call.
const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse, 502: errorResponse };

export async function computeRoutes(app: FastifyInstance) {
  const { compute } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['compute'];

  // --- Each provider's own spec routes (its accounts, its extras): providers/<id>/routes.ts ---
  for (const provider of compute.accounts.providers.list()) await provider.registerRoutes?.(app);

  // --- Every registered provider's accounts: the generic paths and the spec's own (account-routes.ts) ---
  await cloudAccountRoutes(app);

  // --- Default provider, instances (admin) ---
  r.get(
    '/api/admin/compute/default-provider',
    { config: { access: 'admin' }, schema: { tags, response: { 200: defaultProviderSchema } } },
    async () => compute.accounts.readDefaultProvider(),
  );
  r.post(
    '/api/admin/compute/default-provider',
    {
      config: { access: 'admin' },
      schema: { tags, body: defaultProviderBody, response: { 200: defaultProviderSchema, ...errors } },
    },
    async (request) => compute.accounts.setDefaultProvider(request.body),
  );
  r.get(
    '/api/admin/compute/instances',
    {
      config: { access: 'admin' },
      schema: { tags, querystring: adminInstancesQuery, response: { 200: adminInstancesResponse, ...errors } },
    },
    async (request) => compute.adminInstances(request.query.provider),
  );

  // --- Client compute ---
  r.get(
    '/api/compute/meta',
    { config: { access: 'user' }, schema: { tags, response: { 200: computeMetaSchema, ...errors } } },
    async (request) => {
      const meta = await compute.clientMeta(currentUser(request));
      // The trial's answer is shown as it comes (the launch card): in the requester's language, as a refusal's is.
      if (!meta.trial?.eligibility.message) return meta;
      const message = translateServerMessage(meta.trial.eligibility.message, requestLocale(request));
      return { ...meta, trial: { ...meta.trial, eligibility: { ...meta.trial.eligibility, message } } };
    },
  );
  // Answered as JSON made once per change (a client's is kept: own-list-cache.ts).
  // When kept, sent straight from the access hook (http/access.ts).
  r.get(
    '/api/compute/my',
    {
      ...READY_ANSWER_ROUTE,
      config: { access: 'user', keptUserAnswer: keptReadyAnswer((user) => compute.keptMyInstances(user)) },
      schema: { tags, response: { 200: myInstancesResponse } },
    },
    (request, reply) => sendReadyAnswer(request, reply, compute.myInstances(currentUser(request))),
  );
  r.post(
    '/api/compute/provision',
    {
      config: { access: 'user' },
      schema: { tags, body: provisionBody, response: { 201: provisionResultSchema, 403: errorResponse, ...errors } },
    },
    async (request, reply) => reply.code(201).send(await compute.provision(currentUser(request), request.body)),
  );
  r.post(
    '/api/compute/:id/start',
    {
      config: { access: 'user' },
      schema: { tags, params: idParams, response: { 200: instanceActionResponse, ...errors } },
    },
    async (request) => compute.action(currentUser(request), request.params.id, 'start'),
  );
  // Not in 001 §7 (docs/decisions.md): powers the machine off and keeps it (each provider's stop: providers/<id>/).
  r.post(
    '/api/compute/:id/stop',
    {
      config: { access: 'user' },
      schema: { tags, params: idParams, response: { 200: instanceActionResponse, ...errors } },
    },
    async (request) => compute.action(currentUser(request), request.params.id, 'stop'),
  );
  r.post(
    '/api/compute/:id/restart',
    {
      config: { access: 'user' },
      schema: { tags, params: idParams, response: { 200: instanceActionResponse, ...errors } },
    },
    async (request) => compute.action(currentUser(request), request.params.id, 'restart'),
  );
  r.delete(
    '/api/compute/:id',
    {
      config: { access: 'user' },
      schema: { tags, params: idParams, response: { 200: instanceActionResponse, ...errors } },
    },
    async (request) => compute.action(currentUser(request), request.params.id, 'terminate'),
  );
  r.get(
    '/api/compute/:id/vnc',
    {
      config: { access: 'user' },
      schema: { tags, params: idParams, response: { 200: consoleResultSchema, ...errors } },
    },
    async (request) => compute.console(currentUser(request), request.params.id),
  );
}
