import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../../contract/common.js';
import { libraryQuery, pluginDetail, pluginList, slugParams, themeList } from '../../../../contract/library.js';
import { READY_ANSWER_ROUTE, sendReadyAnswer } from '../../../lib/ready-answer.js';

// The public catalogue (001 §7 Library). Lists are answered from the in-memory catalogue cache as ready-made
// JSON, or its ready brotli or gzip form (Fastify sends a string or Buffer as it is; the schema documents the shape).
// The first request for a URL goes the whole way (access, guard, validation, handler); the cache then keeps its
// answer under that URL, and later requests for the same URL get it from the route's first hook.

export async function libraryCatalogueRoutes(app: FastifyInstance) {
  const { library } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // A URL answered before is answered again before the route's hooks run (lib/ready-answer.ts keptAnswerHook).
  const keptPlugin = (url: string) => library.keptAnswer('plugin', url);

  r.get(
    '/api/plugins',
    {
      ...READY_ANSWER_ROUTE,
      config: { access: 'public', keptAnswer: keptPlugin },
      schema: { tags: ['library'], querystring: libraryQuery, response: { 200: pluginList } },
    },
    (request, reply) => sendReadyAnswer(request, reply, library.listCatalogue('plugin', request.query, request.url)),
  );

  r.get(
    '/api/plugins/public',
    {
      ...READY_ANSWER_ROUTE,
      config: { access: 'public', keptAnswer: keptPlugin },
      schema: { tags: ['library'], querystring: libraryQuery, response: { 200: pluginList } },
    },
    (request, reply) =>
      sendReadyAnswer(request, reply, library.listCatalogue('plugin', request.query, request.url, true)),
  );

  r.get(
    '/api/plugins/slug/:slug',
    {
      ...READY_ANSWER_ROUTE,
      config: { access: 'public', keptAnswer: keptPlugin },
      schema: { tags: ['library'], params: slugParams, response: { 200: pluginDetail, 404: errorResponse } },
    },
    (request, reply) => sendReadyAnswer(request, reply, library.pluginDetailAnswer(request.params.slug, request.url)),
  );

  r.get(
    '/api/themes',
    {
      ...READY_ANSWER_ROUTE,
      config: { access: 'public', keptAnswer: (url: string) => library.keptAnswer('theme', url) },
      schema: { tags: ['library'], querystring: libraryQuery, response: { 200: themeList } },
    },
    (request, reply) => sendReadyAnswer(request, reply, library.listCatalogue('theme', request.query, request.url)),
  );
}
