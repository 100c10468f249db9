import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, idParams, messageResponse } from '../../../../../contract/common.js';
import { provisionResultSchema, vultrMetaQuery, vultrMetaSchema } from '../../../../../contract/compute.js';
import {
  adminDigitaloceanProvisionBody, digitaloceanAccountBody, digitaloceanAccountListResponse, digitaloceanAccountSchema,
  digitaloceanTestBody, digitaloceanTestResponse,
} from '../../../../../contract/compute-digitalocean.js';

// The DigitalOcean account routes, its catalogue and the admin's launch for a user, in the shape of Vultr's (001 §7).
// Thin: schema, access, one call.
const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse, 502: errorResponse };
/** The catalogue in the shape of GET /api/admin/vultr/meta, with this provider's id. */
const catalogueSchema = vultrMetaSchema.extend({ provider: z.literal('digitalocean') });

export async function digitaloceanRoutes(app: FastifyInstance) {
  const { compute } = app.services;
  const provider = compute.accounts.providers.typed.digitalocean;
  const admin = compute.admins.digitalocean;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['compute'];
  const config = { access: 'admin' as const };

  r.get('/api/admin/digitalocean/accounts', { config, schema: { tags, response: { 200: digitaloceanAccountListResponse } } },
    async () => admin.list());
  r.post('/api/admin/digitalocean/accounts', { config, schema: { tags, body: digitaloceanAccountBody, response: { 201: digitaloceanAccountSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await admin.create(request.body)));
  r.put('/api/admin/digitalocean/accounts/:id', { config, schema: { tags, params: idParams, body: digitaloceanAccountBody, response: { 200: digitaloceanAccountSchema, ...errors } } },
    async (request) => admin.update(request.params.id, request.body));
  r.delete('/api/admin/digitalocean/accounts/:id', { config, schema: { tags, params: idParams, response: { 200: messageResponse, ...errors } } },
    async (request) => admin.remove(request.params.id));
  r.post('/api/admin/digitalocean/accounts/test', { config, schema: { tags, body: digitaloceanTestBody, response: { 200: digitaloceanTestResponse, ...errors } } },
    async (request) => admin.test(request.body));
  r.get('/api/admin/digitalocean/meta', { config, schema: { tags, querystring: vultrMetaQuery, response: { 200: catalogueSchema, ...errors } } },
    async (request) => ({ ...(await compute.meta.adminCatalogue(provider.id, request.query.accountId)), provider: 'digitalocean' as const }));
  r.post('/api/admin/compute/digitalocean/provision', { config, schema: { tags, body: adminDigitaloceanProvisionBody, response: { 201: provisionResultSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await compute.adminProvision(provider.id, request.body)));
}
