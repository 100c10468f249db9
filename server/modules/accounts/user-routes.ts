import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  checkEmailExistsBody,
  checkEmailExistsResponse,
  updateEmailBody,
  updateEmailResponse,
  updateUserBody,
  userSchema,
} from '../../../contract/accounts.js';
import { errorResponse, idParams } from '../../../contract/common.js';
import {
  emailVerificationConfirmBody,
  emailVerificationConfirmResponse,
  emailVerificationSentSchema,
  emailVerificationStatusSchema,
} from '../../../contract/email-verification.js';
import { currentUser, type KeptUserAnswer } from '../../http/access.js';
import { responseSerializerCompiler } from '../../http/response-serializer.js';
import { clientMeta } from '../../lib/client-meta.js';
import type { Actor } from './profile-service.js';
import type { SessionUser } from '../../http/session-user.js';

const actorOf = (request: FastifyRequest): Actor => ({ user: currentUser(request), sid: request.sessionId });

/**
 * GET /api/user's answer, serialized once per session user object (the session cache makes a new one whenever the
 * user's row or session changes, and after its few seconds at most), sent by the access hook.
 * The same serializer and content type as the route's, and the compression hooks still run: the same bytes.
 */
function keptUserView(showUser: (user: SessionUser) => unknown): KeptUserAnswer {
  const serialize = responseSerializerCompiler({
    schema: userSchema,
    method: 'GET',
    url: '/api/user',
    httpStatus: '200',
  });
  const answers = new WeakMap<SessionUser, string>();
  return (_request, reply, user) => {
    let json = answers.get(user);
    if (json === undefined) answers.set(user, (json = serialize(showUser(user))));
    reply.type('application/json; charset=utf-8').send(json);
    return true;
  };
}

export async function userRoutes(app: FastifyInstance) {
  const { accounts } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/user',
    {
      config: { access: 'user', keptUserAnswer: keptUserView(accounts.showUser) },
      schema: { tags: ['user'], response: { 200: userSchema, 401: errorResponse } },
    },
    async (request) => accounts.showUser(currentUser(request)),
  );

  r.patch(
    '/api/user/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['user'],
        params: idParams,
        body: updateUserBody,
        response: { 200: userSchema, 400: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => accounts.updateProfile(actorOf(request), request.params.id, request.body),
  );

  r.post(
    '/api/update-email',
    {
      config: { access: 'user' },
      schema: {
        tags: ['user'],
        body: updateEmailBody,
        response: { 200: updateEmailResponse, 400: errorResponse, 409: errorResponse },
      },
    },
    async (request) => accounts.updateEmail(actorOf(request), request.body.email, request.body.twoFactorCode),
  );

  r.post(
    '/api/check-email-exists',
    {
      config: { access: 'public' },
      schema: {
        tags: ['user'],
        body: checkEmailExistsBody,
        response: { 200: checkEmailExistsResponse, 429: errorResponse },
      },
    },
    async (request) => accounts.checkEmailExists(request.body.email, clientMeta(request)),
  );

  await emailVerificationRoutes(app);
}

/** Confirming the account's e-mail address with a link (email-verification-service.ts). */
async function emailVerificationRoutes(app: FastifyInstance) {
  const { accounts } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['user'];

  r.get(
    '/api/email-verification',
    { config: { access: 'user' }, schema: { tags, response: { 200: emailVerificationStatusSchema } } },
    async (request) => accounts.emailVerification.status(currentUser(request).id),
  );
  r.post(
    '/api/email-verification',
    {
      config: { access: 'user' },
      schema: {
        tags,
        response: { 200: emailVerificationSentSchema, 400: errorResponse, 409: errorResponse, 429: errorResponse },
      },
    },
    async (request) => accounts.emailVerification.send(currentUser(request).id),
  );
  r.post(
    '/api/email-verification/confirm',
    {
      config: { access: 'public' },
      schema: {
        tags,
        body: emailVerificationConfirmBody,
        response: { 200: emailVerificationConfirmResponse, 400: errorResponse },
      },
    },
    async (request) => accounts.emailVerification.confirm(request.body.token),
  );
}
