import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_MESSAGES, loginBody } from '../../../contract/accounts.js';
import { loginResponse, twoFactorLoginBody, twoFactorLoginResponse } from '../../../contract/account-safety.js';
import { errorResponse, messageResponse } from '../../../contract/common.js';
import { clientMeta } from '../../lib/client-meta.js';
import { loginDeviceSetCookie, readLoginDeviceCookie } from './login-device.js';

export async function authRoutes(app: FastifyInstance) {
  const { accounts } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        body: loginBody,
        response: { 200: loginResponse, 401: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const client = { ...clientMeta(request), loginDevice: readLoginDeviceCookie(request.headers.cookie) };
      const result = await accounts.login(request.body, client);
      if ('twoFactorRequired' in result) return result;
      const { loginDevice, ...answer } = result;
      if (loginDevice) reply.header('set-cookie', loginDeviceSetCookie(loginDevice, request.protocol === 'https'));
      return answer;
    },
  );

  // The second step of a sign-in with two-factor on: the challenge from the login answer and a code.
  r.post(
    '/api/auth/2fa',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        body: twoFactorLoginBody,
        response: { 200: twoFactorLoginResponse, 400: errorResponse, 401: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const { loginDevice, ...answer } = await accounts.completeTwoFactorSignIn(request.body, clientMeta(request));
      if (loginDevice) reply.header('set-cookie', loginDeviceSetCookie(loginDevice, request.protocol === 'https'));
      return answer;
    },
  );

  // Public: logging out without a (valid) token is harmless and must not look like an error to the client.
  r.post(
    '/api/logout',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], response: { 200: messageResponse } },
    },
    async (request) => {
      await accounts.logout({ sid: request.sessionId, userId: request.user?.id });
      return { message: ACCOUNT_MESSAGES.loggedOut };
    },
  );

  // The dashboard sends unauthenticated browsers here (000 §2); sign-in lives on /auth.
  r.get(
    '/api/login',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], response: { 302: z.null().describe('To /auth, where the sign-in form is') } },
    },
    async (_request, reply) => reply.redirect('/auth', 302),
  );
}
