import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminUserListResponse,
  adminUserSchema,
  adminUsersQuery,
  assignGroupBody,
  resetTwoFactorBody,
  updateAdminUserBody,
} from '../../../contract/admin.js';
import { errorResponse, idParams, messageResponse } from '../../../contract/common.js';
import { currentUser } from '../../http/access.js';
import type { AdminActor } from './service.js';

const actorOf = (request: FastifyRequest): AdminActor => ({ id: currentUser(request).id, sid: request.sessionId });

/** The Users tab of the admin dashboard (001 §7 "Users, groups and settings"). */
export async function adminUserRoutes(app: FastifyInstance) {
  const { adminUsers } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse };

  r.get(
    '/api/admin/users',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], querystring: adminUsersQuery, response: { 200: adminUserListResponse } },
    },
    async (request) => adminUsers.listUsers(request.query.search),
  );

  r.put(
    '/api/admin/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        params: idParams,
        body: updateAdminUserBody,
        response: { 200: adminUserSchema, ...errors },
      },
    },
    async (request) => adminUsers.updateUserAsAdmin(actorOf(request), request.params.id, request.body),
  );

  r.delete(
    '/api/admin/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        params: idParams,
        response: { 200: messageResponse, ...errors, 502: errorResponse, 503: errorResponse },
      },
    },
    async (request) => adminUsers.deleteUserAsAdmin(actorOf(request), request.params.id),
  );

  r.post(
    '/api/admin/users/:id/two-factor/reset',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        params: idParams,
        body: resetTwoFactorBody,
        response: { 200: messageResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => adminUsers.resetTwoFactor(actorOf(request), request.params.id, request.body.confirmEmail),
  );

  r.post(
    '/api/admin/users/:id/assign-group',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        params: idParams,
        body: assignGroupBody,
        response: { 200: adminUserSchema, ...errors },
      },
    },
    async (request) => adminUsers.assignGroup(actorOf(request), request.params.id, request.body.userGroupId),
  );
}
