import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BILLING_MESSAGES, BILLING_TOKEN_HEADER } from '../../../../contract/billing.js';
import { errorResponse, idParams } from '../../../../contract/common.js';
import {
  planChangeBody,
  planChangeCancelBody,
  planChangePreviewSchema,
  planChangeViewSchema,
  planOptionsSchema,
} from '../../../../contract/plan-changes.js';
import {
  promotionCodeCreateBody,
  promotionCodeListSchema,
  promotionCodeSchema,
  promotionRedemptionListSchema,
} from '../../../../contract/promotion-codes.js';
import { AppError } from '../../../errors.js';
import { clientMeta } from '../../../lib/client-meta.js';
import type { PlanChangeRequester } from './service.js';

const failures = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  429: errorResponse,
  502: errorResponse,
  503: errorResponse,
};

// Plan changes in the billing centre (public like the billing centre's other routes: a signed link stands in for a
// session, the service decides what the caller may touch) and the admin's promotion codes.
export async function planChangeRoutes(app: FastifyInstance) {
  const { billingCentre, planChanges, promotions } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  function requesterOf(request: FastifyRequest): PlanChangeRequester {
    const header = request.headers[BILLING_TOKEN_HEADER];
    const token = Array.isArray(header) ? header[0] : header;
    const ip = clientMeta(request).ip;
    if (token) return { caller: billingCentre.callerOfLink(token), ip };
    if (request.user) return { caller: { kind: 'user', userId: request.user.id }, ip };
    throw new AppError('UNAUTHENTICATED', BILLING_MESSAGES.signInOrLink);
  }

  r.get(
    '/api/billing/subscriptions/:id/plans',
    {
      config: { access: 'public' },
      schema: {
        tags: ['billing'],
        description: 'The plans a subscription can change to, and the change under way if any',
        params: idParams,
        response: { 200: planOptionsSchema, ...failures },
      },
    },
    async (request) => planChanges.options(requesterOf(request), request.params.id),
  );

  r.post(
    '/api/billing/subscriptions/:id/plan-change/preview',
    {
      config: { access: 'public' },
      schema: {
        tags: ['billing'],
        description: "What a plan change does and costs now, from Stripe's invoice preview",
        params: idParams,
        body: planChangeBody,
        response: { 200: planChangePreviewSchema, ...failures },
      },
    },
    async (request) => planChanges.preview(requesterOf(request), request.params.id, request.body),
  );

  r.post(
    '/api/billing/subscriptions/:id/plan-change',
    {
      config: { access: 'public' },
      schema: {
        tags: ['billing'],
        description: 'Changes the plan: an upgrade is charged now and applies when paid, a downgrade at the period end',
        params: idParams,
        body: planChangeBody,
        response: { 200: planChangeViewSchema, ...failures },
      },
    },
    async (request) => planChanges.request(requesterOf(request), request.params.id, request.body),
  );

  r.post(
    '/api/billing/subscriptions/:id/plan-change/cancel',
    {
      config: { access: 'public' },
      schema: {
        tags: ['billing'],
        description: 'Cancels a downgrade scheduled for the period end: the plan stays as it is (idempotent)',
        params: idParams,
        body: planChangeCancelBody,
        response: { 200: planOptionsSchema, ...failures },
      },
    },
    async (request) => planChanges.cancelScheduled(requesterOf(request), request.params.id, request.body.attempt),
  );

  r.get(
    '/api/admin/promotion-codes',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], response: { 200: promotionCodeListSchema, ...failures } },
    },
    async () => promotions.list(),
  );

  r.post(
    '/api/admin/promotion-codes',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        body: promotionCodeCreateBody,
        response: { 201: promotionCodeSchema, ...failures },
      },
    },
    async (request, reply) => reply.code(201).send(await promotions.create(request.body, request.user!.id)),
  );

  r.post(
    '/api/admin/promotion-codes/:id/deactivate',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], params: idParams, response: { 200: promotionCodeSchema, ...failures } },
    },
    async (request) => promotions.deactivate(request.params.id, request.user!.id),
  );

  r.get(
    '/api/admin/promotion-codes/:id/redemptions',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], params: idParams, response: { 200: promotionRedemptionListSchema, ...failures } },
    },
    async (request) => promotions.redemptions(request.params.id),
  );
}
