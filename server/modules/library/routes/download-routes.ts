import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, idParams } from '../../../../contract/common.js';
import {
  downloadTokenParams,
  downloadUrlResponse,
  imageKeyParams,
  recentDownloads,
} from '../../../../contract/library.js';
import { currentUser } from '../../../http/access.js';
import { applyRouteCacheControl, sendDownload, sendImage } from './send-file.js';

// Downloads (001 §6, §7; 000 §7 plugin-downloads). How a browser gets a file:
// - signed in: POST …/download with the bearer → { downloadUrl }, a signed link valid 5 minutes, which the
//   browser opens by navigation (navigations cannot carry the bearer header);
// - the detail page's GET /api/plugins/{id}/download: a public plugin streams to anyone; a non-public one
//   streams only to a caller sending a valid bearer, and redirects a visitor to /auth.

const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

export async function libraryDownloadRoutes(app: FastifyInstance) {
  const { library } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', applyRouteCacheControl);

  r.post(
    '/api/plugins/:id/download',
    {
      config: { access: 'user' },
      schema: { tags: ['library'], params: idParams, response: { 200: downloadUrlResponse, ...failures } },
    },
    async (request) => library.downloads.issueDownloadUrl('plugin', request.params.id, currentUser(request)),
  );

  r.post(
    '/api/themes/:id/download',
    {
      config: { access: 'user' },
      schema: { tags: ['library'], params: idParams, response: { 200: downloadUrlResponse, ...failures } },
    },
    async (request) => library.downloads.issueDownloadUrl('theme', request.params.id, currentUser(request)),
  );

  r.get(
    '/api/plugins/:id/download',
    {
      config: { access: 'public', cacheControl: 'private, no-store' },
      schema: { tags: ['library'], params: idParams },
    },
    async (request, reply) => {
      const answer = await library.downloads.openPluginDownload(request.params.id, request.user);
      if ('redirectTo' in answer) return reply.redirect(answer.redirectTo, 302);
      return sendDownload(reply, answer.file);
    },
  );

  r.get(
    '/api/library/download/:token',
    {
      config: { access: 'public', cacheControl: 'private, no-store' },
      schema: { tags: ['library'], params: downloadTokenParams },
    },
    async (request, reply) => sendDownload(reply, await library.downloads.openGrantedDownload(request.params.token)),
  );

  r.get(
    '/api/library/images/:key',
    {
      config: { access: 'public', cacheControl: 'public, max-age=31536000, immutable' },
      schema: { tags: ['library'], params: imageKeyParams },
    },
    async (request, reply) => sendImage(reply, await library.downloads.openImage(request.params.key)),
  );

  r.get(
    '/api/plugin-downloads',
    {
      config: { access: 'user' },
      schema: { tags: ['library'], response: { 200: recentDownloads } },
    },
    async (request) => library.downloads.listRecentDownloads(currentUser(request).id),
  );
}
