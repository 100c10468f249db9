import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { abuseIdParams } from '../../../contract/abuse.js';
import {
  abuseCaseActionResponse,
  abuseCaseDecisionBody,
  abuseDetectionFiguresSchema,
  abuseDetectionSettingsSchema,
  adminAbuseCaseListQuery,
  adminAbuseCaseListSchema,
} from '../../../contract/abuse-detection.js';
import { errorResponse, messageResponse } from '../../../contract/common.js';

/** The automatic detection's admin routes: cases, their decision, the settings, the figures, a scan on request. */
export async function abuseDetectionRoutes(app: FastifyInstance) {
  const { detection } = app.services.abuse;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['abuse'];
  const decision = {
    tags,
    params: abuseIdParams,
    body: abuseCaseDecisionBody,
    response: {
      200: abuseCaseActionResponse,
      400: errorResponse,
      404: errorResponse,
      409: errorResponse,
      502: errorResponse,
    },
  };

  r.get(
    '/api/admin/abuse-cases',
    {
      config: { access: 'admin' },
      schema: { tags, querystring: adminAbuseCaseListQuery, response: { 200: adminAbuseCaseListSchema } },
    },
    async (request) => detection.listCases(request.query.status),
  );
  r.post('/api/admin/abuse-cases/:id/confirm', { config: { access: 'admin' }, schema: decision }, async (request) =>
    detection.confirmCase(request.params.id, request.body.note, request.user!),
  );
  r.post('/api/admin/abuse-cases/:id/reverse', { config: { access: 'admin' }, schema: decision }, async (request) =>
    detection.reverseCase(request.params.id, request.body.note, request.user!),
  );

  r.get(
    '/api/admin/abuse-detection-settings',
    { config: { access: 'admin' }, schema: { tags, response: { 200: abuseDetectionSettingsSchema } } },
    async () => detection.readDetectionSettings(),
  );
  r.put(
    '/api/admin/abuse-detection-settings',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        body: abuseDetectionSettingsSchema,
        response: {
          200: z.object({ message: z.string(), settings: abuseDetectionSettingsSchema }),
          400: errorResponse,
        },
      },
    },
    async (request) => detection.saveDetectionSettings(request.body),
  );

  r.get(
    '/api/admin/abuse-figures',
    { config: { access: 'admin' }, schema: { tags, response: { 200: abuseDetectionFiguresSchema } } },
    async () => detection.readFigures(),
  );

  r.post(
    '/api/admin/hosting-accounts/:id/abuse-scan',
    {
      config: { access: 'admin' },
      schema: { tags, params: abuseIdParams, response: { 200: messageResponse, 404: errorResponse } },
    },
    async (request) => detection.requestScan(request.params.id),
  );
}
