import { PassThrough } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, idParams, messageResponse } from '../../../../contract/common.js';
import {
  adminLibraryList,
  libraryDuplicateCheck,
  libraryDuplicateQuery,
  libraryItemSaved,
} from '../../../../contract/library.js';
import { currentUser } from '../../../http/access.js';
import type { LibraryKind } from '../repo.js';
import { exportFileName, XLSX_CONTENT_TYPE } from '../export-service.js';
import { jsonSource, multipartSource } from '../upload/multipart-source.js';
import { attachmentDisposition } from '../../../http/attachment-disposition.js';

// Admin routes of 001 §7 for plugins and themes. Multipart parsing is registered in this scope only,
// so the rest of the API keeps its 1 MiB JSON limit.

const failures = { 400: errorResponse, 404: errorResponse, 409: errorResponse, 413: errorResponse, 415: errorResponse };
const KINDS: [LibraryKind, string][] = [
  ['plugin', '/api/admin/plugins'],
  ['theme', '/api/admin/themes'],
];

export interface LibraryAdminRouteOptions {
  maxArchiveBytes: number;
  maxImageBytes: number;
}

export async function libraryAdminRoutes(app: FastifyInstance, options: LibraryAdminRouteOptions) {
  const { library } = app.services;
  await app.register(fastifyMultipart, {
    limits: {
      // One byte over the largest file, so the FileStore sees "too large" itself; busboy truncates beyond.
      fileSize: Math.max(options.maxArchiveBytes, options.maxImageBytes) + 1,
      files: 2,
      fields: 20,
      fieldSize: 64 * 1024,
      parts: 24,
      headerPairs: 50,
    },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  const sourceOf = (request: FastifyRequest) =>
    request.isMultipart() ? multipartSource(request) : jsonSource(request.body);
  const declaredLength = (request: FastifyRequest) => {
    const length = Number(request.headers['content-length']);
    return Number.isFinite(length) && length > 0 ? length : undefined;
  };
  // A refused upload may leave the rest of its body unread; drain it so the client sees the answer.
  app.addHook('onError', async (request) => {
    if (!request.raw.readableEnded) request.raw.resume();
  });

  for (const [kind, base] of KINDS) {
    const tags = [kind === 'plugin' ? 'plugins' : 'themes'];

    r.get(
      base,
      {
        config: { access: 'admin' },
        schema: { tags, response: { 200: adminLibraryList } },
      },
      async () => library.admin.listItems(kind),
    );

    r.get(
      `${base}/check`,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          querystring: libraryDuplicateQuery,
          response: { 200: libraryDuplicateCheck, 400: errorResponse },
        },
      },
      async (request) => library.admin.checkDuplicate(kind, request.query.slug),
    );

    r.post(
      base,
      {
        config: { access: 'admin' },
        schema: { tags, consumes: ['multipart/form-data'], response: { 201: libraryItemSaved, ...failures } },
      },
      async (request, reply) => {
        const saved = await library.admin.createItem(
          kind,
          sourceOf(request),
          currentUser(request),
          declaredLength(request),
        );
        return reply.code(201).send(saved);
      },
    );

    r.put(
      `${base}/:id`,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          consumes: ['multipart/form-data', 'application/json'],
          params: idParams,
          response: { 200: libraryItemSaved, ...failures },
        },
      },
      async (request) => {
        return library.admin.updateItem(
          kind,
          request.params.id,
          sourceOf(request),
          currentUser(request),
          declaredLength(request),
        );
      },
    );

    r.delete(
      `${base}/:id`,
      {
        config: { access: 'admin' },
        schema: { tags, params: idParams, response: { 200: messageResponse, 404: errorResponse } },
      },
      async (request) => library.admin.deleteItem(kind, request.params.id, currentUser(request)),
    );

    r.get(
      `${base}/export`,
      {
        config: { access: 'admin' },
        schema: { tags },
      },
      async (request, reply) => {
        const out = new PassThrough();
        library.exports
          .exportCatalogue(kind, out)
          .catch((err: unknown) => request.log.error({ err }, 'catalogue export failed'));
        return reply
          .header('content-type', XLSX_CONTENT_TYPE)
          .header('content-disposition', attachmentDisposition(exportFileName(kind, new Date()), '.xlsx'))
          .send(out);
      },
    );
  }
}
