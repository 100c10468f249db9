import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientConfigSchema } from '../../../contract/client-config.js';
import type { SupportContact } from '../../../contract/site-pages.js';
import type { Config } from '../../config.js';

export async function clientConfigRoutes(
  app: FastifyInstance,
  {
    config,
    stripePublicKey,
    supportContact,
  }: {
    config: Config;
    stripePublicKey: () => Promise<string | null>;
    supportContact: () => Promise<SupportContact>;
  },
) {
  const fixed = {
    hostedDomain: config.hostedDomain,
    ipLookupUrl: config.ipLookupUrl ?? null,
    communityChatUrl: config.communityChatUrl ?? null,
  };
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/client-config',
    {
      config: { access: 'public' },
      schema: { tags: ['system'], response: { 200: clientConfigSchema } },
      // Only the publishable key: the secret key and webhook secret never leave the server.
    },
    async () => ({ ...fixed, stripePublicKey: await stripePublicKey(), supportContact: await supportContact() }),
  );
}
