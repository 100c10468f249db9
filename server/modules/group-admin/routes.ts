import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createUserGroupBody,
  updateUserGroupBody,
  userGroupListResponse,
  userGroupSchema,
} from '../../../contract/admin.js';
import { errorResponse, idParams, messageResponse } from '../../../contract/common.js';
import { currentUser } from '../../http/access.js';

/** User Groups Management (001 §7 "Users, groups and settings"). */
export async function groupAdminRoutes(app: FastifyInstance) {
  const { groupAdmin } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse };

  r.get(
    '/api/admin/user-groups',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], response: { 200: userGroupListResponse } },
    },
    async () => groupAdmin.listGroups(),
  );

  r.post(
    '/api/admin/user-groups',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], body: createUserGroupBody, response: { 201: userGroupSchema, ...errors } },
    },
    async (request, reply) => reply.code(201).send(await groupAdmin.createGroup(currentUser(request).id, request.body)),
  );

  r.put(
    '/api/admin/user-groups/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        params: idParams,
        body: updateUserGroupBody,
        response: { 200: userGroupSchema, ...errors },
      },
    },
    async (request) => groupAdmin.updateGroup(currentUser(request).id, request.params.id, request.body),
  );

  r.delete(
    '/api/admin/user-groups/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], params: idParams, response: { 200: messageResponse, ...errors } },
    },
    async (request) => groupAdmin.deleteGroup(currentUser(request).id, request.params.id),
  );
}
