import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkoutSessionResponse, createCheckoutSessionBody } from '../../../contract/checkout-sessions.js';
import { errorResponse } from '../../../contract/common.js';
import {
  adminDonationsQuery,
  adminDonationsResponse,
  createPaymentIntentBody,
  createPaymentIntentResponse,
  createSubscriptionBody,
  createSubscriptionResponse,
  donationStatusQuery,
  donationStatusResponse,
} from '../../../contract/payments.js';
import { siteOriginOf } from '../../http/origin.js';
import { READY_ANSWER_ROUTE, sendReadyAnswer } from '../../lib/ready-answer.js';

const failures = {
  400: errorResponse,
  403: errorResponse,
  404: errorResponse,
  429: errorResponse,
  502: errorResponse,
  503: errorResponse,
};

export async function donationRoutes(app: FastifyInstance) {
  const { donations } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const donorOf = (request: { user: { id: number; email: string | null } | null; ip: string }) => ({
    user: request.user ? { id: request.user.id, email: request.user.email } : null,
    ip: request.ip,
  });

  // Signed in or not (000 §6: visitors donate too); a signed-in donor is linked to the donation.
  r.post(
    '/api/create-subscription',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        body: createSubscriptionBody,
        response: { 200: createSubscriptionResponse, ...failures },
      },
    },
    async (request) => donations.createSubscription(request.body, donorOf(request)),
  );

  r.post(
    '/api/create-payment-intent',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        body: createPaymentIntentBody,
        response: { 200: createPaymentIntentResponse, ...failures },
      },
    },
    async (request) => donations.createPluginPaymentIntent(request.body, donorOf(request)),
  );

  // Stripe.js could not load; the donation the browser started goes on to Stripe Checkout's hosted page.
  r.post(
    '/api/create-checkout-session',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        body: createCheckoutSessionBody,
        response: { 200: checkoutSessionResponse, 409: errorResponse, ...failures },
      },
    },
    async (request) => donations.createPluginCheckoutSession(request.body, siteOriginOf(request)),
  );

  r.get(
    '/api/donation-status',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        querystring: donationStatusQuery,
        response: { 200: donationStatusResponse, ...failures },
      },
    },
    async (request) => donations.readDonationStatus(request.query),
  );

  r.get(
    '/api/admin/donations',
    {
      ...READY_ANSWER_ROUTE,
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        querystring: adminDonationsQuery,
        response: { 200: adminDonationsResponse, 400: errorResponse },
      },
    },
    (request, reply) => sendReadyAnswer(request, reply, donations.readAdminDonations(request.query)),
  );
}
