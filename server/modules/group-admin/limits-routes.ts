import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { groupLimitsResult } from '../../../contract/accounts.js';
import { currentUser } from '../../http/access.js';

export async function groupLimitsRoutes(app: FastifyInstance) {
  const { groupLimits } = app.services;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/user/group-limits',
    {
      config: { access: 'user' },
      schema: { tags: ['groups'], response: { 200: groupLimitsResult } },
    },
    async (request) => groupLimits.readGroupLimits(currentUser(request)),
  );
}
