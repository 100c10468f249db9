import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../contract/common.js';
import { jobIdParams, retryJobResponse, systemStatusResponse } from '../../../contract/system-status.js';
import { createMetrics } from './metrics.js';
import { requestLocale } from '../../http/request-locale.js';
import { statusInLanguage } from './status-language.js';

// System → Status: the status page's JSON, the same figures for Prometheus, and Retry of a failed job.
export async function systemStatusRoutes(app: FastifyInstance) {
  const { systemStatus, helpCenter } = app.services;
  const metrics = createMetrics();
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/system-status',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], response: { 200: systemStatusResponse } },
    },
    async (request) => statusInLanguage(await systemStatus.read(), requestLocale(request)),
  );

  r.get(
    '/api/admin/metrics',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        description:
          'Prometheus text format (version 0.0.4): outside systems, circuit breaker, job queue (depth and oldest wait per kind), sign-ups, WHM calls in flight, Stripe webhook lag, mail outbox, help centre, support desk, Node process.',
        response: { 200: z.string() },
      },
    },
    async (_request, reply) => {
      const [status, help, support] = await Promise.all([
        systemStatus.read(),
        helpCenter.figures(),
        systemStatus.supportFigures(),
      ]);
      const body = await metrics.render(status, { help, support });
      return reply.header('content-type', metrics.contentType).send(body);
    },
  );

  r.post(
    '/api/admin/jobs/:id/retry',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], params: jobIdParams, response: { 200: retryJobResponse, 404: errorResponse } },
    },
    async (request) => systemStatus.retryJob(request.params.id),
  );
}
