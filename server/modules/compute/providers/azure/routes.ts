import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, idParams, messageResponse } from '../../../../../contract/common.js';
import {
  azureAccountBody,
  azureAccountListResponse,
  azureAccountSchema,
  azureTestBody,
  azureTestResponse,
} from '../../../../../contract/compute-accounts.js';
import { extraRunBody, extraRunLaunchSchema, extraRunStartSchema } from '../../../../../contract/compute-extra-runs.js';
import { checkoutSessionResponse } from '../../../../../contract/checkout-sessions.js';
import { currentUser } from '../../../../http/access.js';
import { siteOriginOf } from '../../../../http/origin.js';

// 001 §7: the Azure account routes and the paid run beyond the free trial (001 §9 '$3 per 48 hours'). Thin.
const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse, 502: errorResponse };

export async function azureRoutes(app: FastifyInstance) {
  const { compute } = app.services;
  const provider = compute.accounts.providers.typed.azure;
  const admin = compute.admins.azure;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['compute'];
  const config = { access: 'admin' as const };

  r.get(
    '/api/admin/azure/accounts',
    { config, schema: { tags, response: { 200: azureAccountListResponse } } },
    async () => admin.list(),
  );
  r.post(
    '/api/admin/azure/accounts',
    { config, schema: { tags, body: azureAccountBody, response: { 201: azureAccountSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await admin.create(request.body)),
  );
  r.put(
    '/api/admin/azure/accounts/:id',
    {
      config,
      schema: { tags, params: idParams, body: azureAccountBody, response: { 200: azureAccountSchema, ...errors } },
    },
    async (request) => admin.update(request.params.id, request.body),
  );
  r.delete(
    '/api/admin/azure/accounts/:id',
    { config, schema: { tags, params: idParams, response: { 200: messageResponse, ...errors } } },
    async (request) => admin.remove(request.params.id),
  );
  r.post(
    '/api/admin/azure/accounts/:id/default',
    { config, schema: { tags, params: idParams, response: { 200: azureAccountSchema, ...errors } } },
    async (request) => admin.setDefault(request.params.id),
  );
  r.post(
    '/api/admin/azure/accounts/test',
    { config, schema: { tags, body: azureTestBody, response: { 200: azureTestResponse, ...errors } } },
    async (request) => admin.test(request.body),
  );

  // A paid run beyond the free trial (compute/extra-runs.ts): the spec's path names this provider.
  r.post(
    '/api/compute/azure/extra-run',
    {
      config: { access: 'user' },
      schema: {
        tags,
        body: extraRunBody,
        response: { 201: extraRunStartSchema, 403: errorResponse, 503: errorResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await compute.startExtraRun(currentUser(request), provider.id, request.body.os)),
  );
  // Stripe.js could not load in the buyer's browser; the same payment goes on to Stripe Checkout.
  r.post(
    '/api/compute/azure/extra-run/:id/checkout-session',
    {
      config: { access: 'user' },
      schema: { tags, params: idParams, response: { 200: checkoutSessionResponse, 503: errorResponse, ...errors } },
    },
    async (request) => compute.extraRunCheckoutSession(currentUser(request), request.params.id, siteOriginOf(request)),
  );
  r.post(
    '/api/compute/azure/extra-run/:id/launch',
    {
      config: { access: 'user' },
      schema: { tags, params: idParams, response: { 200: extraRunLaunchSchema, 503: errorResponse, ...errors } },
    },
    async (request) => compute.launchExtraRun(currentUser(request), request.params.id),
  );
}
