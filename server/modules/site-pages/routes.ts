import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../contract/common.js';
import {
  sitePageParams,
  sitePageSchema,
  sitePageUpdateBody,
  supportContactBody,
  supportContactSchema,
} from '../../../contract/site-pages.js';

export async function sitePagesRoutes(app: FastifyInstance) {
  const { sitePages } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['site-pages'];

  r.get(
    '/api/site-pages/:slug',
    {
      config: { access: 'public' },
      schema: { tags, params: sitePageParams, response: { 200: sitePageSchema, 400: errorResponse } },
    },
    async (request) => sitePages.readPage(request.params.slug),
  );

  r.get(
    '/api/admin/site-pages',
    {
      config: { access: 'admin' },
      schema: { tags, response: { 200: z.array(sitePageSchema) } },
    },
    async () => sitePages.listPages(),
  );

  r.put(
    '/api/admin/site-pages/:slug',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: sitePageParams,
        body: sitePageUpdateBody,
        response: { 200: z.object({ message: z.string(), page: sitePageSchema }), 400: errorResponse },
      },
    },
    async (request) => sitePages.savePage(request.params.slug, request.body.markdown, request.user!.id),
  );

  r.get(
    '/api/admin/support-contact',
    {
      config: { access: 'admin' },
      schema: { tags, response: { 200: supportContactSchema } },
    },
    async () => sitePages.getSupportContact(),
  );

  r.put(
    '/api/admin/support-contact',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        body: supportContactBody,
        response: { 200: z.object({ message: z.string(), contact: supportContactSchema }), 400: errorResponse },
      },
    },
    async (request) => sitePages.saveSupportContact(request.body),
  );
}
