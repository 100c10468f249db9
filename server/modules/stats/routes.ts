import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { statsSchema } from '../../../contract/admin.js';

/** Public: the landing page calls it signed out (000 §7); the admin dashboard's stat cards show it (001 §2). */
export async function statsRoutes(app: FastifyInstance) {
  const { stats } = app.services;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/stats',
    {
      config: { access: 'public' },
      schema: { tags: ['stats'], response: { 200: statsSchema } },
    },
    async () => stats.readStats(),
  );
}
