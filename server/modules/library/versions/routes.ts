import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { updateVersionsResult, versionStatus } from '../../../../contract/library.js';
import { errorResponse } from '../../../../contract/common.js';

// 001 §7: update-versions queues a check (202: the work happens in a job), version-status is polled every 2 s.
export async function libraryVersionRoutes(app: FastifyInstance) {
  const { libraryVersions } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const [kind, path] of [
    ['plugin', 'plugins'],
    ['theme', 'themes'],
  ] as const) {
    r.post(
      `/api/admin/${path}/update-versions`,
      {
        config: { access: 'admin' },
        schema: { tags: ['library'], response: { 202: updateVersionsResult, 400: errorResponse } },
      },
      async (_request, reply) => reply.code(202).send(await libraryVersions.queueCheck(kind)),
    );

    r.get(
      `/api/admin/${path}/version-status`,
      {
        config: { access: 'admin' },
        schema: { tags: ['library'], response: { 200: versionStatus } },
      },
      async () => libraryVersions.readStatus(kind),
    );
  }
}
