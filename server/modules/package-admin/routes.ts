import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createPackageBody, packageListResponse, packageSchema, updatePackageBody } from '../../../contract/admin.js';
import { errorResponse, idParams, messageResponse } from '../../../contract/common.js';
import { currentUser } from '../../http/access.js';

/** Package Management (001 §7 "Hosting administration"). */
export async function packageAdminRoutes(app: FastifyInstance) {
  const { packageAdmin } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse };

  r.get(
    '/api/admin/packages',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], response: { 200: packageListResponse } },
    },
    async () => packageAdmin.listPackages(),
  );

  r.post(
    '/api/admin/packages',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], body: createPackageBody, response: { 201: packageSchema, ...errors } },
    },
    async (request, reply) =>
      reply.code(201).send(await packageAdmin.createPackage(currentUser(request).id, request.body)),
  );

  r.put(
    '/api/admin/packages/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        params: idParams,
        body: updatePackageBody,
        response: { 200: packageSchema, ...errors },
      },
    },
    async (request) => packageAdmin.updatePackage(currentUser(request).id, request.params.id, request.body),
  );

  r.delete(
    '/api/admin/packages/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], params: idParams, response: { 200: messageResponse, ...errors } },
    },
    async (request) => packageAdmin.deletePackage(currentUser(request).id, request.params.id),
  );

  r.post(
    '/api/admin/packages/:id/duplicate',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], params: idParams, response: { 201: packageSchema, ...errors } },
    },
    async (request, reply) =>
      reply.code(201).send(await packageAdmin.duplicatePackage(currentUser(request).id, request.params.id)),
  );
}
