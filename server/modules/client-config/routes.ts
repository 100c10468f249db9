import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientConfigSchema } from '../../../contract/client-config.js';
import type { Config } from '../../config.js';

export async function clientConfigRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const body = { hostedDomain: config.hostedDomain, ipLookupUrl: config.ipLookupUrl ?? null, communityChatUrl: config.communityChatUrl ?? null };
  app.withTypeProvider<ZodTypeProvider>().get('/api/client-config', {
    config: { access: 'public' },
    schema: { tags: ['system'], response: { 200: clientConfigSchema } },
  }, async () => body);
}
