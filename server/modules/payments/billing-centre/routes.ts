import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BILLING_MESSAGES,
  BILLING_PATH,
  BILLING_TOKEN_HEADER,
  billingCardResponse,
  billingChangeBody,
  billingLinkBody,
  billingLinkResponse,
  billingSubscriptionSchema,
  billingViewSchema,
} from '../../../../contract/billing.js';
import { errorResponse, idParams } from '../../../../contract/common.js';
import { billingDetailsBody, billingDetailsResponse } from '../../../../contract/billing-details.js';
import { AppError } from '../../../errors.js';
import { clientMeta } from '../../../lib/client-meta.js';
import { keptReadyAnswer, READY_ANSWER_ROUTE, sendReadyAnswer } from '../../../lib/ready-answer.js';
import type { KeptUserAnswer } from '../../../http/access.js';
import type { BillingCaller } from './service.js';

const failures = {
  400: errorResponse,
  401: errorResponse,
  404: errorResponse,
  409: errorResponse,
  429: errorResponse,
  502: errorResponse,
  503: errorResponse,
};
const tags = ['billing'];

// The billing centre. Every route is 'public' in the access matrix because a signed link stands in
// for a session: the caller is the link's address when the x-billing-token header is sent, else the signed-in user,
// else 401. What a caller may touch is decided in the service (another's subscription answers 404).
export async function billingCentreRoutes(app: FastifyInstance) {
  const { billingCentre } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  function callerOf(request: FastifyRequest): BillingCaller {
    const header = request.headers[BILLING_TOKEN_HEADER];
    const token = Array.isArray(header) ? header[0] : header;
    if (token) return billingCentre.callerOfLink(token);
    if (request.user) return { kind: 'user', userId: request.user.id };
    throw new AppError('UNAUTHENTICATED', BILLING_MESSAGES.signInOrLink);
  }

  // A signed-in user's kept view goes out from the access hook (http/access.ts), unless a signed link's header is sent:
  // the link, not the session, is then the caller (callerOf), and the route goes the whole way.
  const keptView = keptReadyAnswer((user: { id: number }) => billingCentre.keptAnswer(user.id));
  const keptUserAnswer: KeptUserAnswer = (request, reply, user) =>
    request.headers[BILLING_TOKEN_HEADER] === undefined && keptView(request, reply, user);

  // Answered as JSON made once per change (service.ts keeps each signed-in user's).
  r.get(
    '/api/billing',
    {
      ...READY_ANSWER_ROUTE,
      config: { access: 'public', keptUserAnswer },
      schema: {
        tags,
        description: "The caller's subscriptions and payments (signed in, or x-billing-token from a signed link)",
        response: { 200: billingViewSchema, ...failures },
      },
    },
    (request, reply) => sendReadyAnswer(request, reply, billingCentre.readAnswer(callerOf(request))),
  );

  r.get(
    '/api/billing/details',
    {
      config: { access: 'public' },
      schema: {
        tags,
        description: "The caller's billing e-mail, name, address and VAT number (signed in, or a signed link)",
        response: { 200: billingDetailsResponse, ...failures },
      },
    },
    async (request) => billingCentre.readDetails(callerOf(request)),
  );

  r.put(
    '/api/billing/details',
    {
      config: { access: 'public' },
      schema: {
        tags,
        description: 'Sets where invoices go and whom they name, the billing address and an optional VAT number',
        body: billingDetailsBody,
        response: { 200: billingDetailsResponse, ...failures },
      },
    },
    async (request) => billingCentre.saveDetails(callerOf(request), request.body),
  );

  r.post(
    '/api/billing/subscriptions/:id/cancel',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: idParams,
        body: billingChangeBody,
        response: { 200: billingSubscriptionSchema, ...failures },
      },
    },
    async (request) => billingCentre.cancel(callerOf(request), request.params.id, request.body.attempt),
  );

  r.post(
    '/api/billing/subscriptions/:id/resume',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: idParams,
        body: billingChangeBody,
        response: { 200: billingSubscriptionSchema, ...failures },
      },
    },
    async (request) => billingCentre.resume(callerOf(request), request.params.id, request.body.attempt),
  );

  r.post(
    '/api/billing/subscriptions/:id/card',
    {
      config: { access: 'public' },
      schema: { tags, params: idParams, response: { 200: billingCardResponse, ...failures } },
    },
    async (request) =>
      billingCentre.cardUpdateUrl(
        callerOf(request),
        request.params.id,
        `${request.protocol}://${request.host}${BILLING_PATH}`,
      ),
  );

  r.post(
    '/api/billing/link',
    {
      config: { access: 'public' },
      schema: {
        tags,
        body: billingLinkBody,
        response: { 202: billingLinkResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await billingCentre.requestLink(request.body, clientMeta(request).ip)),
  );
}
