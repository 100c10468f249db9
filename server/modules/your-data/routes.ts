import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  eraseAccountBody,
  eraseAccountResponse,
  erasurePreviewResponse,
  userExportSchema,
} from '../../../contract/account-safety.js';
import { errorResponse } from '../../../contract/common.js';
import { currentUser } from '../../http/access.js';

const fileDate = (iso: string) => iso.slice(0, 10);

export async function yourDataRoutes(app: FastifyInstance) {
  const { yourData } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/user/export',
    {
      config: { access: 'user' },
      schema: { tags: ['user'], response: { 200: userExportSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const data = await yourData.exportData(user.id);
      const name = user.username.replace(/[^A-Za-z0-9_.-]/g, '_');
      reply.header(
        'content-disposition',
        `attachment; filename="hostfree-export-${name}-${fileDate(data.exportedAt)}.json"`,
      );
      reply.header('cache-control', 'no-store');
      return data;
    },
  );

  r.get(
    '/api/user/erase',
    {
      config: { access: 'user' },
      schema: { tags: ['user'], response: { 200: erasurePreviewResponse } },
    },
    async (request) => yourData.previewErasure(currentUser(request)),
  );

  r.post(
    '/api/user/erase',
    {
      config: { access: 'user' },
      schema: {
        tags: ['user'],
        body: eraseAccountBody,
        response: {
          200: eraseAccountResponse,
          400: errorResponse,
          409: errorResponse,
          429: errorResponse,
          502: errorResponse,
        },
      },
    },
    async (request) =>
      yourData.eraseAccount(currentUser(request), request.body.currentPassword, request.body.twoFactorCode),
  );
}
