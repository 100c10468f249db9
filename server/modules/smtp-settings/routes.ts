import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, messageResponse } from '../../../contract/common.js';
import { smtpSettingsBody, smtpSettingsSchema, smtpTestBody } from '../../../contract/marketing.js';

export async function smtpSettingsRoutes(app: FastifyInstance) {
  const { smtpSettings, mail } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];

  r.get(
    '/api/smtp-settings',
    {
      config: { access: 'admin' },
      schema: { tags, response: { 200: smtpSettingsSchema } },
    },
    async () => smtpSettings.readSettings(),
  );

  r.post(
    '/api/smtp-settings',
    {
      config: { access: 'admin' },
      schema: { tags, body: smtpSettingsBody, response: { 200: smtpSettingsSchema, 400: errorResponse } },
    },
    async (request) => smtpSettings.saveSettings(request.body),
  );

  r.delete(
    '/api/smtp-settings',
    {
      config: { access: 'admin' },
      schema: { tags, response: { 200: messageResponse } },
    },
    async () => smtpSettings.deleteSettings(),
  );

  r.post(
    '/api/smtp-settings/test-connection',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        body: smtpSettingsBody,
        response: { 200: messageResponse, 400: errorResponse, 502: errorResponse },
      },
    },
    async (request) => smtpSettings.testConnection(request.body),
  );

  r.post(
    '/api/smtp-settings/test',
    {
      config: { access: 'admin' },
      schema: { tags, body: smtpTestBody, response: { 200: messageResponse, 400: errorResponse, 502: errorResponse } },
    },
    async (request) => mail.sendTestMessage(request.body),
  );
}
