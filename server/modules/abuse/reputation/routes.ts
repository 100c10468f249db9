// The reputation sources' admin routes: the list (no key is ever answered) and one source's save.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  reputationSourceBody,
  reputationSourceIdParams,
  reputationSourceList,
  reputationSourceSaved,
} from '../../../../contract/abuse-reputation.js';
import { errorResponse } from '../../../../contract/common.js';
import { requestLocale } from '../../../http/request-locale.js';
import { sourceViewInLanguage } from './source-words.js';

export async function reputationSourceRoutes(app: FastifyInstance) {
  const { reputationSettings } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['abuse'];

  r.get(
    '/api/admin/reputation-sources',
    { config: { access: 'admin' }, schema: { tags, response: { 200: reputationSourceList } } },
    async (request) => {
      const locale = requestLocale(request);
      const { sources } = await reputationSettings.list();
      return { sources: sources.map((source) => sourceViewInLanguage(source, locale)) };
    },
  );

  r.put(
    '/api/admin/reputation-sources/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: reputationSourceIdParams,
        body: reputationSourceBody,
        response: { 200: reputationSourceSaved, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => reputationSettings.save(request.params.id, request.body),
  );
}
