import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, idParams, messageResponse } from '../../../../../contract/common.js';
import { adminVultrProvisionBody, provisionResultSchema, COMPUTE_MESSAGES } from '../../../../../contract/compute.js';
import {
  vultrAccountBody,
  vultrAccountListResponse,
  vultrAccountSchema,
  vultrMetaQuery,
  vultrMetaSchema,
  vultrTestBody,
  vultrTestResponse,
  type VultrMeta,
} from '../../../../../contract/compute-accounts.js';

// 001 §7: the Vultr account routes, its catalogue and the admin's launch for a user. Thin: schema, access, one call.
const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse, 502: errorResponse };

export async function vultrRoutes(app: FastifyInstance) {
  const { compute } = app.services;
  const provider = compute.accounts.providers.typed.vultr;
  const admin = compute.admins.vultr;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['compute'];
  const config = { access: 'admin' as const };

  r.get(
    '/api/admin/vultr/accounts',
    { config, schema: { tags, response: { 200: vultrAccountListResponse } } },
    async () => admin.list(),
  );
  r.post(
    '/api/admin/vultr/accounts',
    { config, schema: { tags, body: vultrAccountBody, response: { 201: vultrAccountSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await admin.create(request.body)),
  );
  r.put(
    '/api/admin/vultr/accounts/:id',
    {
      config,
      schema: { tags, params: idParams, body: vultrAccountBody, response: { 200: vultrAccountSchema, ...errors } },
    },
    async (request) => admin.update(request.params.id, request.body),
  );
  r.delete(
    '/api/admin/vultr/accounts/:id',
    { config, schema: { tags, params: idParams, response: { 200: messageResponse, ...errors } } },
    async (request) => admin.remove(request.params.id),
  );
  r.post(
    '/api/admin/vultr/accounts/test',
    { config, schema: { tags, body: vultrTestBody, response: { 200: vultrTestResponse, ...errors } } },
    async (request) => admin.test(request.body),
  );
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
