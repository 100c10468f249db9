import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../contract/common.js';
import {
  apiSettingsBody,
  apiSettingsSchema,
  testWhmConnectionBody,
  testWhmConnectionResponse,
} from '../../../contract/hosting.js';

export async function apiSettingsRoutes(app: FastifyInstance) {
  const { apiSettings } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/api-settings',
    {
      config: { access: 'admin' },
      schema: { tags: ['settings'], response: { 200: apiSettingsSchema } },
    },
    async () => apiSettings.readSettings(),
  );

  r.post(
    '/api/api-settings',
    {
      config: { access: 'admin' },
      schema: { tags: ['settings'], body: apiSettingsBody, response: { 200: apiSettingsSchema, 400: errorResponse } },
    },
    async (request) => apiSettings.saveSettings(request.body),
  );

  // The body is optional: without one the stored settings are tested.
  r.post(
    '/api/test-whm-connection',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['settings'],
        body: testWhmConnectionBody.nullish(),
        response: { 200: testWhmConnectionResponse, 400: errorResponse, 502: errorResponse },
      },
    },
    async (request) => apiSettings.testConnection(request.body ?? {}),
  );
}
