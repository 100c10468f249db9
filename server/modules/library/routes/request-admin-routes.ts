import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, idParams } from '../../../../contract/common.js';
import {
  adminPluginRequestList,
  adminPluginRequestSchema,
  adminPluginRequestsQuery,
  updatePluginRequestBody,
} from '../../../../contract/library.js';

// The admin's queue of plugin requests (request-admin-service.ts). Admins only.

export async function libraryRequestAdminRoutes(app: FastifyInstance) {
  const { library } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/plugin-requests',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['library'],
        querystring: adminPluginRequestsQuery,
        response: { 200: adminPluginRequestList, 400: errorResponse },
      },
    },
    async (request) => library.requests.list(request.query),
  );

  r.put(
    '/api/admin/plugin-requests/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['library'],
        params: idParams,
        body: updatePluginRequestBody,
        response: { 200: adminPluginRequestSchema, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => library.requests.answer(request.params.id, request.body.status),
  );
}
