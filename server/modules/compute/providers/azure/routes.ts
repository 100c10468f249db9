import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, idParams } from '../../../../../contract/common.js';
import { extraRunBody, extraRunLaunchSchema, extraRunStartSchema } from '../../../../../contract/compute-extra-runs.js';
import { checkoutSessionResponse } from '../../../../../contract/checkout-sessions.js';
import { currentUser } from '../../../../http/access.js';
import { siteOriginOf } from '../../../../http/origin.js';

// 001 §7: the paid run beyond the free trial (001 §9 '$3 per 48 hours'); Azure's account routes are the generic ones
// at the spec's path (account.ts). Thin.
const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse, 502: errorResponse };

export async function azureRoutes(app: FastifyInstance) {
  const { compute } = app.services;
  const provider = compute.accounts.providers.typed.azure;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['compute'];

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
      reply
        .code(201)
        .send(
          await compute.startExtraRun(currentUser(request), provider.id, request.body.os, request.body.billing ?? null),
        ),
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
