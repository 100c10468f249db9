import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { donationListResponse } from '../../../contract/admin.js';

export async function donationRoutes(app: FastifyInstance) {
  const { donations } = app.services;
  app.withTypeProvider<ZodTypeProvider>().get('/api/admin/donations', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], response: { 200: donationListResponse } },
  }, async () => donations.listDonations());
}
