import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, messageResponse } from '../../../contract/common.js';
import {
  adminReplyBody,
  adminTicketListQuery,
  adminTicketListSchema,
  adminTicketSchema,
  attachmentSchema,
  bulkUpdateBody,
  bulkUpdateResponse,
  cannedReplyBody,
  cannedReplyList,
  cannedReplySchema,
  presenceBody,
  presenceSchema,
  savedViewBody,
  savedViewList,
  savedViewSchema,
  supportFiguresSchema,
  supportIdParams,
  supportSettingsSchema,
  updateTicketBody,
} from '../../../contract/support.js';
import { requestLocale } from '../../http/request-locale.js';
import { READY_ANSWER_ROUTE, sendReadyAnswer } from '../../lib/ready-answer.js';
import { uploadedFile } from './attachments.js';
import { contextInLanguage } from './context-language.js';
import { sendAttachment } from './send-attachment.js';

// The admins' side of the desk: the inbox, one ticket, answers and notes, changes, presence, canned replies,
// saved views, settings and figures. Admin only, enforced by the access hook.

const settingsAnswer = supportSettingsSchema.extend({ inboundKeySet: z.boolean() });
const settingsBody = supportSettingsSchema.extend({ inboundSigningKey: z.string().max(200).optional() });

export async function supportAdminRoutes(app: FastifyInstance) {
  const { support } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['support'];
  const admin = { config: { access: 'admin' as const } };
  const me = (request: FastifyRequest) => request.user!;

  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

  r.get(
    '/api/admin/support/tickets',
    // Answered as JSON made once per change and filter (list-cache.ts).
    {
      ...admin,
      ...READY_ANSWER_ROUTE,
      schema: { tags, querystring: adminTicketListQuery, response: { 200: adminTicketListSchema } },
    },
    (request, reply) => sendReadyAnswer(request, reply, support.inboxPage(request.url, request.query)),
  );
  r.get(
    '/api/admin/support/tickets/:id',
    { ...admin, schema: { tags, params: supportIdParams, response: { 200: adminTicketSchema, 404: errorResponse } } },
    async (request) => {
      const ticket = await support.inbox.read(request.params.id, me(request));
      return { ...ticket, context: contextInLanguage(ticket.context, requestLocale(request)) };
    },
  );
  r.post(
    '/api/admin/support/tickets/:id/replies',
    {
      ...admin,
      schema: {
        tags,
        params: supportIdParams,
        body: adminReplyBody,
        response: { 200: adminTicketSchema, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => support.inbox.reply(request.params.id, me(request), request.body),
  );
  r.patch(
    '/api/admin/support/tickets/:id',
    {
      ...admin,
      schema: {
        tags,
        params: supportIdParams,
        body: updateTicketBody,
        response: { 200: adminTicketSchema, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => support.inbox.update(request.params.id, me(request), request.body),
  );
  r.post(
    '/api/admin/support/tickets/bulk',
    { ...admin, schema: { tags, body: bulkUpdateBody, response: { 200: bulkUpdateResponse, 400: errorResponse } } },
    async (request) => support.inbox.bulk(request.body),
  );
  r.post(
    '/api/admin/support/tickets/:id/presence',
    {
      ...admin,
      schema: {
        tags,
        params: supportIdParams,
        body: presenceBody,
        response: { 200: presenceSchema, 404: errorResponse },
      },
    },
    async (request) => support.inbox.presence(request.params.id, me(request), request.body.composing),
  );
  r.post(
    '/api/admin/support/tickets/:id/attachments',
    {
      ...admin,
      bodyLimit: 11 * 1024 * 1024,
      schema: {
        tags,
        params: supportIdParams,
        querystring: z.object({ name: z.string().max(255).default('attachment') }),
        response: {
          201: attachmentSchema,
          400: errorResponse,
          404: errorResponse,
          413: errorResponse,
          415: errorResponse,
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await support.attachments.addByAdmin(request.params.id, request.query.name, uploadedFile(request.body))),
  );
  r.get(
    '/api/admin/support/attachments/:id',
    { ...admin, schema: { tags, params: supportIdParams, response: { 404: errorResponse } } },
    async (request, reply) => sendAttachment(reply, await support.attachments.openForAdmin(request.params.id)),
  );

  r.get(
    '/api/admin/support/canned-replies',
    { ...admin, schema: { tags, response: { 200: cannedReplyList } } },
    async () => support.lists.listCanned(),
  );
  r.post(
    '/api/admin/support/canned-replies',
    { ...admin, schema: { tags, body: cannedReplyBody, response: { 201: cannedReplySchema, 400: errorResponse } } },
    async (request, reply) => reply.code(201).send(await support.lists.createCanned(request.body)),
  );
  r.put(
    '/api/admin/support/canned-replies/:id',
    {
      ...admin,
      schema: {
        tags,
        params: supportIdParams,
        body: cannedReplyBody,
        response: { 200: cannedReplySchema, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => support.lists.updateCanned(request.params.id, request.body),
  );
  r.delete(
    '/api/admin/support/canned-replies/:id',
    { ...admin, schema: { tags, params: supportIdParams, response: { 200: messageResponse, 404: errorResponse } } },
    async (request) => support.lists.deleteCanned(request.params.id),
  );

  r.get('/api/admin/support/views', { ...admin, schema: { tags, response: { 200: savedViewList } } }, async (request) =>
    support.lists.listViews(me(request).id),
  );
  r.post(
    '/api/admin/support/views',
    { ...admin, schema: { tags, body: savedViewBody, response: { 201: savedViewSchema, 400: errorResponse } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await support.lists.createView(
            me(request).id,
            request.body.name,
            request.body.filters as Record<string, string | number>,
          ),
        ),
  );
  r.delete(
    '/api/admin/support/views/:id',
    { ...admin, schema: { tags, params: supportIdParams, response: { 200: messageResponse, 404: errorResponse } } },
    async (request) => support.lists.deleteView(me(request).id, request.params.id),
  );

  r.get('/api/admin/support/settings', { ...admin, schema: { tags, response: { 200: settingsAnswer } } }, async () =>
    support.settings.read(),
  );
  r.put(
    '/api/admin/support/settings',
    { ...admin, schema: { tags, body: settingsBody, response: { 200: settingsAnswer, 400: errorResponse } } },
    async (request) => support.settings.save(request.body),
  );
  r.get(
    '/api/admin/support/figures',
    { ...admin, schema: { tags, response: { 200: supportFiguresSchema } } },
    async () => support.figures(),
  );
}
