import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../../../contract/common.js';
import { provisionResultSchema } from '../../../../../contract/compute.js';
import { vultrMetaQuery, vultrMetaSchema } from '../../../../../contract/compute-accounts.js';
import { adminDigitaloceanProvisionBody, DIGITALOCEAN_MESSAGES } from './contract.js';

// DigitalOcean's catalogue and the admin's launch for a user, at the paths Vultr's have (001 §7: /api/admin/<id>/meta,
// /api/admin/compute/<id>/provision), which the cloud tab's New machine dialog calls for any catalogue provider. Its
// accounts go through the module's generic /api/admin/compute/providers/digitalocean/accounts routes. Thin.
const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse, 502: errorResponse };
/** The catalogue in the shape of GET /api/admin/vultr/meta, with this provider's id. */
const catalogueSchema = vultrMetaSchema.extend({ provider: z.literal('digitalocean') });

export async function digitaloceanRoutes(app: FastifyInstance) {
  const { compute } = app.services;
  const provider = compute.accounts.providers.typed.digitalocean;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['compute'];
  const config = { access: 'admin' as const };

  r.get(
    '/api/admin/digitalocean/meta',
    { config, schema: { tags, querystring: vultrMetaQuery, response: { 200: catalogueSchema, ...errors } } },
    async (request) => ({
      ...(await compute.meta.adminCatalogue(provider.id, DIGITALOCEAN_MESSAGES.metaFailed, request.query.accountId)),
      provider: 'digitalocean' as const,
    }),
  );
  r.post(
    '/api/admin/compute/digitalocean/provision',
    {
      config,
      schema: { tags, body: adminDigitaloceanProvisionBody, response: { 201: provisionResultSchema, ...errors } },
    },
    async (request, reply) => reply.code(201).send(await compute.adminProvision(provider.id, request.body)),
  );
}
