import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, idParams } from '../../../contract/common.js';
import { stripeSettingsBody, stripeSettingsSchema, stripeTaxBody } from '../../../contract/payments.js';
import { refundBody, refundResponse } from '../../../contract/refunds.js';
import { STRIPE_WEBHOOK_PATH } from './settings-service.js';

export async function paymentRoutes(app: FastifyInstance) {
  const { payments, stripeSettings } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/stripe-settings',
    {
      config: { access: 'admin' },
      schema: { tags: ['payments'], response: { 200: stripeSettingsSchema } },
    },
    async () => stripeSettings.readSettings(),
  );

  r.put(
    '/api/admin/stripe-settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payments'],
        body: stripeSettingsBody,
        response: { 200: stripeSettingsSchema, 400: errorResponse, 502: errorResponse },
      },
    },
    async (request) => stripeSettings.saveSettings(request.body),
  );

  // Not in the spec: "Set up webhook again" after the endpoint step failed; the keys stay as saved.
  r.post(
    '/api/admin/stripe-settings/webhook-endpoint',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payments'],
        description:
          "Creates or brings up to date HostFree's own Stripe webhook endpoint with the stored keys (or removes it when a pasted secret is in use)",
        response: { 200: stripeSettingsSchema, 409: errorResponse },
      },
    },
    async () => stripeSettings.setUpWebhookEndpoint(),
  );

  // Stripe Tax on paid hosting and VPS (docs/decisions.md, 'Tax-correct invoices').
  r.put(
    '/api/admin/stripe-settings/tax',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payments'],
        body: stripeTaxBody,
        response: { 200: stripeSettingsSchema, 409: errorResponse },
      },
    },
    async (request) => stripeSettings.setAutomaticTax(request.body.automaticTax),
  );

  // Refund a recorded payment (billing_payments.id), all that is left or part, with a reason.
  r.post(
    '/api/admin/payments/:id/refund',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payments'],
        params: idParams,
        body: refundBody,
        response: {
          200: refundResponse,
          400: errorResponse,
          404: errorResponse,
          502: errorResponse,
          503: errorResponse,
        },
      },
    },
    async (request) => payments.refundPayment(request.params.id, request.body),
  );

  // Stripe's webhook: the signature covers the exact bytes, so this route (alone, in its own context) keeps
  // the body raw whatever its content type.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.withTypeProvider<ZodTypeProvider>().post(
      STRIPE_WEBHOOK_PATH,
      {
        config: { access: 'public' },
        schema: {
          tags: ['payments'],
          description: "Stripe's signed events (Stripe-Signature header over the raw body)",
          response: {
            200: z.object({ received: z.boolean(), duplicate: z.boolean() }),
            400: errorResponse,
            503: errorResponse,
          },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = request.headers['stripe-signature'];
        const { duplicate } = await payments.receiveWebhook(body, Array.isArray(header) ? header[0] : header);
        return { received: true, duplicate };
      },
    );
  });
}
