import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../contract/common.js';

// Mailgun's inbound route posts here (forward("https://<PUBLIC_URL>/api/support/inbound/mailgun")): form fields,
// url-encoded, or multipart when the mail has attachments (read as fields; the files themselves are not kept —
// a customer adds them on the thread's page). Public by necessity; the signature is the gate.

export async function supportInboundRoutes(app: FastifyInstance) {
  const { support } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 2 * 1024 * 1024 },
    (_req, body, done) => {
      const fields: Record<string, string> = {};
      for (const [key, value] of new URLSearchParams(body as string)) if (!(key in fields)) fields[key] = value;
      done(null, fields);
    },
  );
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 60, fieldSize: 2 * 1024 * 1024, parts: 80 },
  });

  r.post(
    '/api/support/inbound/mailgun',
    {
      config: { access: 'public' },
      schema: {
        tags: ['support'],
        body: z.record(z.string(), z.unknown()),
        response: { 200: z.object({ outcome: z.string() }), 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => support.receiveMailgun(request.body),
  );
}
