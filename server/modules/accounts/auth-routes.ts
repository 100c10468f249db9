import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES, authResponse, loginBody } from '../../../contract/accounts.js';
import { errorResponse, messageResponse } from '../../../contract/common.js';
import { clientMeta } from '../../lib/client-meta.js';

export async function authRoutes(app: FastifyInstance) {
  const { accounts } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/auth/login', {
    config: { access: 'public' },
    schema: { tags: ['auth'], body: loginBody, response: { 200: authResponse, 401: errorResponse, 429: errorResponse } },
  }, async (request) => accounts.login(request.body, clientMeta(request)));

  // Public: logging out without a (valid) token is harmless and must not look like an error to the client.
  r.post('/api/logout', {
    config: { access: 'public' },
    schema: { tags: ['auth'], response: { 200: messageResponse } },
  }, async (request) => {
    await accounts.logout({ sid: request.sessionId, userId: request.user?.id });
    return { message: ACCOUNT_MESSAGES.loggedOut };
  });

  // The dashboard sends unauthenticated browsers here (000 §2); sign-in lives on /auth.
  r.get('/api/login', {
    config: { access: 'public' },
    schema: { tags: ['auth'], hide: true },
  }, async (_request, reply) => reply.redirect('/auth', 302));
}
