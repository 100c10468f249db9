import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../../contract/common.js';
import { libraryQuery, pluginDetail, pluginList, slugParams, themeList, type PluginListItem } from '../../../../contract/library.js';

// The public catalogue (001 §7 Library). Lists are answered from the in-memory catalogue cache as
// ready-made JSON.

const JSON_TYPE = 'application/json; charset=utf-8';
// A string with a JSON content type is sent as it is (Fastify skips serialisation); the cast only tells
// the type provider so. The schema still documents the shape.
const asList = (json: string) => json as unknown as PluginListItem[];

export async function libraryCatalogueRoutes(app: FastifyInstance) {
  const { library } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/plugins', {
    config: { access: 'public' },
    schema: { tags: ['library'], querystring: libraryQuery, response: { 200: pluginList } },
  }, async (request, reply) => reply.type(JSON_TYPE).send(asList(await library.listCatalogue('plugin', request.query))));

  r.get('/api/plugins/public', {
    config: { access: 'public' },
    schema: { tags: ['library'], querystring: libraryQuery, response: { 200: pluginList } },
  }, async (request, reply) => reply.type(JSON_TYPE).send(asList(await library.listCatalogue('plugin', request.query, true))));

  r.get('/api/plugins/slug/:slug', {
    config: { access: 'public' },
    schema: { tags: ['library'], params: slugParams, response: { 200: pluginDetail, 404: errorResponse } },
  }, async (request) => library.findPluginBySlug(request.params.slug));

  r.get('/api/themes', {
    config: { access: 'public' },
    schema: { tags: ['library'], querystring: libraryQuery, response: { 200: themeList } },
  }, async (request, reply) => reply.type(JSON_TYPE).send(asList(await library.listCatalogue('theme', request.query))));
}
