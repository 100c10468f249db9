import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hostingLimitResult } from '../../../contract/accounts.js';
import { currentUser } from '../../http/access.js';
import { hostingAdminRoutes } from './routes-admin.js';
import { hostingClientRoutes } from './routes-client.js';

export async function hostingRoutes(app: FastifyInstance) {
  const { hosting } = app.services;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/user/can-create-hosting-account',
    {
      config: { access: 'user' },
      schema: { tags: ['hosting'], response: { 200: hostingLimitResult } },
    },
    async (request) => hosting.checkCanCreateAccount(currentUser(request)),
  );

  await app.register(hostingClientRoutes);
  await app.register(hostingAdminRoutes);
}
