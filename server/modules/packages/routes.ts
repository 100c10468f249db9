import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicPackageListResponse } from '../../../contract/admin.js';

/** The public package list (000 §7); Package Management is modules/package-admin. */
export async function packageRoutes(app: FastifyInstance) {
  const { packages } = app.services;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/hosting/packages',
    {
      config: { access: 'public' },
      schema: { tags: ['hosting'], response: { 200: publicPackageListResponse } },
    },
    async () => packages.listPublicPackages(),
  );
}
