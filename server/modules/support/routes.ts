import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../contract/common.js';
import {
  attachmentSchema,
  createGuestTicketBody,
  createTicketBody,
  customerStatusBody,
  customerTicketList,
  customerTicketSchema,
  guestTicketCreatedSchema,
  myThingsSchema,
  replyBody,
  supportChallengeSchema,
  supportIdParams,
  threadAttachmentQuery,
  threadReplyBody,
  threadTokenQuery,
  ticketChangedSchema,
  ticketCreatedSchema,
} from '../../../contract/support.js';
import { requestLocale } from '../../http/request-locale.js';
import { keptReadyAnswer, READY_ANSWER_ROUTE, sendReadyAnswer } from '../../lib/ready-answer.js';
import type { Customer } from './customer.js';
import { uploadedFile } from './attachments.js';
import { myThingsInLanguage } from './context-language.js';
import { sendAttachment } from './send-attachment.js';

// The customer's side of the desk: signed-in tickets, guest tickets behind a proof of work, the thread a signed
// link opens, attachments. Every route is thin: one service call.

const attachmentQuery = z.object({ name: z.string().max(255).default('attachment') });

export async function supportRoutes(app: FastifyInstance) {
  const { support } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['support'];
  const me = (request: FastifyRequest): Customer => request.user!;

  // An attachment's bytes arrive as the request body, streamed to the FileStore (never buffered whole).
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

  r.get(
    '/api/support/tickets',
    // Answered as JSON made once per change (kept per customer: list-cache.ts), when kept straight from the
    // access hook (http/access.ts).
    {
      ...READY_ANSWER_ROUTE,
      config: { access: 'user', keptUserAnswer: keptReadyAnswer((user) => support.keptMyTickets(user)) },
      schema: { tags, response: { 200: customerTicketList } },
    },
    (request, reply) => sendReadyAnswer(request, reply, support.myTickets(me(request))),
  );
  r.post(
    '/api/support/tickets',
    {
      config: { access: 'user' },
      schema: {
        tags,
        body: createTicketBody,
        response: { 201: ticketCreatedSchema, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => reply.code(201).send(await support.customer.create(me(request), request.body)),
  );
  r.get(
    '/api/support/tickets/:id',
    {
      config: { access: 'user' },
      schema: { tags, params: supportIdParams, response: { 200: customerTicketSchema, 404: errorResponse } },
    },
    async (request) => support.customer.read(me(request), request.params.id),
  );
  r.post(
    '/api/support/tickets/:id/replies',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: supportIdParams,
        body: replyBody,
        response: {
          200: customerTicketSchema,
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => support.customer.reply(me(request), request.params.id, request.body.body),
  );
  r.post(
    '/api/support/tickets/:id/status',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: supportIdParams,
        body: customerStatusBody,
        response: { 200: ticketChangedSchema, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => support.customer.setStatus(me(request), request.params.id, request.body.status),
  );
  r.post(
    '/api/support/tickets/:id/attachments',
    {
      config: { access: 'user' },
      bodyLimit: 11 * 1024 * 1024,
      schema: {
        tags,
        params: supportIdParams,
        querystring: attachmentQuery,
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
        .send(
          await support.attachments.addByCustomer(
            me(request),
            request.params.id,
            request.query.name,
            uploadedFile(request.body),
          ),
        ),
  );
  r.get(
    '/api/support/attachments/:id',
    { config: { access: 'user' }, schema: { tags, params: supportIdParams, response: { 404: errorResponse } } },
    async (request, reply) =>
      sendAttachment(reply, await support.attachments.openForCustomer(me(request), request.params.id)),
  );
  r.get(
    '/api/support/my-things',
    { config: { access: 'user' }, schema: { tags, response: { 200: myThingsSchema } } },
    async (request) => myThingsInLanguage(await support.customer.myThings(me(request)), requestLocale(request)),
  );

  // Guests: anyone with an e-mail address (docs/decisions.md, 'The support desk').
  r.get(
    '/api/support/challenge',
    { config: { access: 'public' }, schema: { tags, response: { 200: supportChallengeSchema, 429: errorResponse } } },
    async (request) => support.guest.issueChallenge(request.ip),
  );
  r.post(
    '/api/support/guest-tickets',
    {
      config: { access: 'public' },
      schema: {
        tags,
        body: createGuestTicketBody,
        response: { 201: guestTicketCreatedSchema, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => reply.code(201).send(await support.guest.create(request.body, request.ip)),
  );
  r.get(
    '/api/support/thread',
    {
      config: { access: 'public' },
      schema: { tags, querystring: threadTokenQuery, response: { 200: customerTicketSchema, 403: errorResponse } },
    },
    async (request) => support.guest.read(request.query.token),
  );
  r.post(
    '/api/support/thread/replies',
    {
      config: { access: 'public' },
      schema: {
        tags,
        body: threadReplyBody,
        response: {
          200: customerTicketSchema,
          400: errorResponse,
          403: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => support.guest.reply(request.body.token, request.body.body),
  );
  r.post(
    '/api/support/thread/attachments',
    {
      config: { access: 'public' },
      bodyLimit: 11 * 1024 * 1024,
      schema: {
        tags,
        querystring: threadAttachmentQuery,
        response: {
          201: attachmentSchema,
          400: errorResponse,
          403: errorResponse,
          409: errorResponse,
          413: errorResponse,
          415: errorResponse,
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await support.guest.attach(request.query.token, request.query.name, uploadedFile(request.body))),
  );
  r.get(
    '/api/support/thread/attachments/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: supportIdParams,
        querystring: threadTokenQuery,
        response: { 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) =>
      sendAttachment(reply, await support.guest.openAttachment(request.query.token, request.params.id)),
  );
}
