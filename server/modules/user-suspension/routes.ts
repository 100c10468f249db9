import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, idParams } from '../../../contract/common.js';
import { suspendUserBody, userSuspensionResponse } from '../../../contract/user-suspension.js';
import { currentUser } from '../../http/access.js';

/** Suspend / Unsuspend on the admin Users tab. */
export async function userSuspensionRoutes(app: FastifyInstance) {
  const { userSuspension } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse };

  r.post(
    '/api/admin/users/:id/suspend',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        params: idParams,
        body: suspendUserBody,
        response: { 200: userSuspensionResponse, ...errors },
      },
    },
    async (request) => userSuspension.suspendUser(currentUser(request), request.params.id, request.body.reason),
  );

  r.post(
    '/api/admin/users/:id/unsuspend',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], params: idParams, response: { 200: userSuspensionResponse, ...errors } },
    },
    async (request) => userSuspension.unsuspendUser(currentUser(request), request.params.id),
  );
}
