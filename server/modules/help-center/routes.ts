import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../contract/common.js';
import {
  adminHelpArticleSchema,
  helpArticleBody,
  helpArticleIdParams,
  helpArticleParams,
  helpArticleSaved,
  helpArticleSchema,
  helpArticleSummarySchema,
  helpFiguresSchema,
  helpOpenedBody,
  helpSearchQuery,
  helpSuggestionsQuery,
  helpVoteBody,
  helpVoteResult,
} from '../../../contract/help-center.js';

export async function helpCenterRoutes(app: FastifyInstance) {
  const { helpCenter } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['help-center'];

  // Public: published articles only.
  r.get(
    '/api/help/articles',
    {
      config: { access: 'public' },
      schema: { tags, querystring: helpSearchQuery, response: { 200: z.array(helpArticleSummarySchema) } },
    },
    async (request) => helpCenter.searchArticles(request.query),
  );

  r.get(
    '/api/help/suggestions',
    {
      config: { access: 'public' },
      schema: { tags, querystring: helpSuggestionsQuery, response: { 200: z.array(helpArticleSummarySchema) } },
    },
    async (request) => helpCenter.suggestArticles(request.query.subject),
  );

  r.get(
    '/api/help/articles/:slug',
    {
      config: { access: 'public' },
      schema: { tags, params: helpArticleParams, response: { 200: helpArticleSchema, 404: errorResponse } },
    },
    async (request) => helpCenter.readArticle(request.params.slug),
  );

  r.post(
    '/api/help/articles/:slug/vote',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: helpArticleParams,
        body: helpVoteBody,
        response: { 200: helpVoteResult, 400: errorResponse, 404: errorResponse, 429: errorResponse },
      },
    },
    async (request) =>
      helpCenter.vote(request.params.slug, request.body.helpful, {
        userId: request.user?.id ?? null,
        visitorId: request.body.visitorId,
        ip: request.ip,
      }),
  );

  r.post(
    '/api/help/articles/:slug/opened',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: helpArticleParams,
        body: helpOpenedBody,
        response: { 204: z.null(), 400: errorResponse, 404: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      await helpCenter.recordSuggestionOpened(request.params.slug, request.body.helpToken, request.ip);
      return reply.code(204).send(null);
    },
  );

  // Admin: writing and publishing, and the figures.
  r.get(
    '/api/admin/help/articles',
    { config: { access: 'admin' }, schema: { tags, response: { 200: z.array(adminHelpArticleSchema) } } },
    async () => helpCenter.listForAdmin(),
  );

  r.get(
    '/api/admin/help/figures',
    { config: { access: 'admin' }, schema: { tags, response: { 200: helpFiguresSchema } } },
    async () => helpCenter.figures(),
  );

  r.post(
    '/api/admin/help/articles',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        body: helpArticleBody,
        response: { 201: helpArticleSaved, 400: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => reply.code(201).send(await helpCenter.createArticle(request.body, request.user!.id)),
  );

  r.put(
    '/api/admin/help/articles/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: helpArticleIdParams,
        body: helpArticleBody,
        response: { 200: helpArticleSaved, 400: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => helpCenter.saveArticle(request.params.id, request.body, request.user!.id),
  );

  r.delete(
    '/api/admin/help/articles/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: helpArticleIdParams,
        response: { 200: z.object({ message: z.string() }), 404: errorResponse },
      },
    },
    async (request) => helpCenter.deleteArticle(request.params.id),
  );
}
