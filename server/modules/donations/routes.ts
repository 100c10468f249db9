import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminDonationsResponse } from '../../../contract/payments.js';

export async function donationRoutes(app: FastifyInstance) {
  const { donations } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/admin/donations', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], response: { 200: adminDonationsResponse } },
  }, async () => donations.readAdminDonations());
}
