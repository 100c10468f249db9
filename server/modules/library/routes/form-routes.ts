import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../../contract/common.js';
import {
  pluginLibraryRegisterBody,
  pluginLibraryRegisterResponse,
  pluginRequestBody,
  pluginRequestResponse,
} from '../../../../contract/library.js';
import { clientMeta } from '../../../lib/client-meta.js';

// The plugin library's forms: registration (000 §2, §7) and plugin requests (001 §5). Plugin requests are
// public: the request section sits on /plugins, which visitors see too (docs/decisions.md).

export async function libraryFormRoutes(app: FastifyInstance) {
  const { library } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/plugin-library-register',
    {
      config: { access: 'public' },
      schema: {
        tags: ['library'],
        body: pluginLibraryRegisterBody,
        response: {
          201: pluginLibraryRegisterResponse,
          400: errorResponse,
          403: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await library.forms.registerForLibrary(request.body, clientMeta(request))),
  );

  r.post(
    '/api/plugin-requests',
    {
      config: { access: 'public' },
      schema: {
        tags: ['library'],
        body: pluginRequestBody,
        response: { 201: pluginRequestResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await library.forms.submitPluginRequest(request.body, request.user, clientMeta(request))),
  );
}
