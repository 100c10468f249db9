import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../../../contract/common.js';
import { adminVultrProvisionBody, provisionResultSchema, COMPUTE_MESSAGES } from '../../../../../contract/compute.js';
import { vultrMetaQuery, vultrMetaSchema, type VultrMeta } from '../../../../../contract/compute-accounts.js';

// 001 §7: Vultr's catalogue and the admin's launch for a user (its account routes are the generic ones at the spec's
// path: account.ts). Thin: schema, access, one call.
const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse, 502: errorResponse };

export async function vultrRoutes(app: FastifyInstance) {
  const { compute } = app.services;
  const provider = compute.accounts.providers.typed.vultr;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['compute'];
  const config = { access: 'admin' as const };

  r.get(
    '/api/admin/vultr/meta',
    { config, schema: { tags, querystring: vultrMetaQuery, response: { 200: vultrMetaSchema, ...errors } } },
    async (request) =>
      compute.meta.adminCatalogue<VultrMeta>(provider.id, COMPUTE_MESSAGES.vultrMetaFailed, request.query.accountId),
  );
  r.post(
    '/api/admin/compute/vultr/provision',
    { config, schema: { tags, body: adminVultrProvisionBody, response: { 201: provisionResultSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await compute.adminProvision(provider.id, request.body)),
  );
}
