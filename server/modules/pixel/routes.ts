import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, messageResponse } from '../../../contract/common.js';
import { pixelClientConfigSchema, pixelSettingsBody, pixelSettingsSchema } from '../../../contract/marketing.js';

export async function pixelRoutes(app: FastifyInstance) {
  const { pixel } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['analytics'];

  r.get(
    '/api/facebook-pixel-settings',
    {
      config: { access: 'admin' },
      schema: { tags, response: { 200: pixelSettingsSchema } },
    },
    async () => pixel.readSettings(),
  );

  r.post(
    '/api/facebook-pixel-settings',
    {
      config: { access: 'admin' },
      schema: { tags, body: pixelSettingsBody, response: { 200: pixelSettingsSchema, 400: errorResponse } },
    },
    async (request) => pixel.saveSettings(request.body),
  );

  r.delete(
    '/api/facebook-pixel-settings',
    {
      config: { access: 'admin' },
      schema: { tags, response: { 200: messageResponse } },
    },
    async () => pixel.deleteSettings(),
  );

  // Read by every page load of the public site: whether to load the pixel, and with which id.
  r.get(
    '/api/facebook-pixel/config',
    {
      config: { access: 'public' },
      schema: { tags, response: { 200: pixelClientConfigSchema } },
    },
    async () => pixel.clientConfig(),
  );
}
