import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, idParams } from '../../../contract/common.js';
import {
  confirmBody,
  confirmResponse,
  domainAvailabilityBody,
  domainAvailabilityResponse,
  paidPlanListResponse,
  paidPlanSchema,
  pendingOrderListResponse,
  pendingOrderSchema,
  resumeCheckoutBody,
  subscribeBody,
  subscribeResponse,
  updatePendingOrderBody,
} from '../../../contract/paid-hosting.js';
import { currentUser } from '../../http/access.js';
import { clientMeta } from '../../lib/client-meta.js';

const failures = {
  400: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  429: errorResponse,
  502: errorResponse,
  503: errorResponse,
};

// Paid hosting (000 §7) and pending orders (001 §7).
export async function paidHostingRoutes(app: FastifyInstance) {
  const { paidHosting } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/domains/availability',
    {
      config: { access: 'public' },
      schema: {
        tags: ['paid-hosting'],
        body: domainAvailabilityBody,
        response: { 200: domainAvailabilityResponse, ...failures },
      },
    },
    // A screen says available, registered and hosted here by `code`; the other answers by this message, which
    // server/http/answer-language.ts sends in the requester's language as an error's would be.
    async (request) =>
      paidHosting.checkDomain(request.body, { ...clientMeta(request), isAdmin: request.user?.role === 'admin' }),
  );

  r.post(
    '/api/hosting/subscribe',
    {
      config: { access: 'public' },
      schema: { tags: ['paid-hosting'], body: subscribeBody, response: { 200: subscribeResponse, ...failures } },
    },
    async (request) => paidHosting.subscribe(request.body, { ...clientMeta(request), userId: request.user?.id }),
  );

  // Ours: the buyer's own abandoned checkout, resumed within its hold.
  r.post(
    '/api/hosting/subscribe/resume',
    {
      config: { access: 'public' },
      schema: { tags: ['paid-hosting'], body: resumeCheckoutBody, response: { 200: subscribeResponse, ...failures } },
    },
    async (request) => paidHosting.resumeCheckout(request.body, clientMeta(request)),
  );

  r.post(
    '/api/hosting/subscribe/confirm',
    {
      config: { access: 'public' },
      schema: { tags: ['paid-hosting'], body: confirmBody, response: { 200: confirmResponse, ...failures } },
    },
    // The success page shows what happens next as it comes: answer-language.ts sends it in the buyer's language.
    async (request) => paidHosting.confirm(request.body, clientMeta(request)),
  );

  r.get(
    '/api/hosting/plans',
    {
      config: { access: 'user' },
      schema: { tags: ['paid-hosting'], response: { 200: paidPlanListResponse } },
    },
    async (request) => paidHosting.listPlans(currentUser(request).id),
  );

  r.post(
    '/api/hosting/plans/:id/cancel',
    {
      config: { access: 'user' },
      schema: { tags: ['paid-hosting'], params: idParams, response: { 200: paidPlanSchema, ...failures } },
    },
    async (request) => paidHosting.cancelAtPeriodEnd(currentUser(request).id, request.params.id),
  );

  // Not in the spec: a cancel at period end can be taken back until that date.
  r.post(
    '/api/hosting/plans/:id/resume',
    {
      config: { access: 'user' },
      schema: { tags: ['paid-hosting'], params: idParams, response: { 200: paidPlanSchema, ...failures } },
    },
    async (request) => paidHosting.resume(currentUser(request).id, request.params.id),
  );

  r.get(
    '/api/admin/pending-orders',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], response: { 200: pendingOrderListResponse } },
    },
    async () => paidHosting.listPendingOrders(),
  );

  r.patch(
    '/api/admin/pending-orders/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        params: idParams,
        body: updatePendingOrderBody,
        response: { 200: pendingOrderSchema, ...failures },
      },
    },
    async (request) => paidHosting.updatePendingOrder(currentUser(request).id, request.params.id, request.body),
  );
}
