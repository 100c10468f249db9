import { READY_ANSWER_ROUTE, sendReadyAnswer } from '../../lib/ready-answer.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, idParams, INT4_MAX, messageResponse } from '../../../contract/common.js';
import {
  accountGroupsResponse,
  adminCreateHostingAccountBody,
  adminCreateHostingAccountResponse,
  adminHostingListQuery,
  adminHostingListResponse,
  changePackageBody,
  changePackageResponse,
  createAnonymousAccountResponse,
  fixWhmAccountResponse,
  whmLoginResponse,
  whmPackagesResponse,
} from '../../../contract/hosting.js';
import { clientMeta } from '../../lib/client-meta.js';
import { suspendHostingBody, suspensionResponse } from '../../../contract/account-safety.js';

const failures = { 400: errorResponse, 404: errorResponse, 409: errorResponse, 502: errorResponse, 503: errorResponse };
const groupParams = z.object({ groupId: z.coerce.number().int().positive().max(INT4_MAX) });

// Hosting administration (001 §7). Every route is admin-only.
export async function hostingAdminRoutes(app: FastifyInstance) {
  const { hosting } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' as const };

  r.get(
    '/api/admin/hosting-accounts',
    {
      ...READY_ANSWER_ROUTE,
      config: admin,
      schema: {
        tags: ['admin'],
        querystring: adminHostingListQuery,
        response: { 200: adminHostingListResponse, 400: errorResponse },
      },
    },
    (request, reply) => sendReadyAnswer(request, reply, hosting.listAdminAccounts(request.query)),
  );

  r.post(
    '/api/admin/create-anonymous-account',
    {
      config: admin,
      schema: { tags: ['admin'], response: { 201: createAnonymousAccountResponse } },
    },
    async (request, reply) => reply.code(201).send(await hosting.createAnonymousAccount(clientMeta(request))),
  );

  r.post(
    '/api/admin/create-hosting-account',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        body: adminCreateHostingAccountBody,
        response: { 201: adminCreateHostingAccountResponse, ...failures },
      },
    },
    async (request, reply) => reply.code(201).send(await hosting.createAccountForUser(request.body)),
  );

  r.delete(
    '/api/admin/hosting-accounts/:id',
    {
      config: admin,
      schema: { tags: ['admin'], params: idParams, response: { 200: messageResponse, ...failures } },
    },
    async (request) => hosting.deleteAccount(request.params.id),
  );

  // WHM first, then the row; a WHM failure answers 502 and changes nothing.
  r.post(
    '/api/admin/hosting-accounts/:id/suspend',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        params: idParams,
        body: suspendHostingBody,
        response: { 200: suspensionResponse, ...failures },
      },
    },
    async (request) => hosting.suspendAccount(request.params.id, request.body.reason),
  );

  r.post(
    '/api/admin/hosting-accounts/:id/unsuspend',
    {
      config: admin,
      schema: { tags: ['admin'], params: idParams, response: { 200: suspensionResponse, ...failures } },
    },
    async (request) => hosting.unsuspendAccount(request.params.id),
  );

  r.post(
    '/api/admin/fix-whm-account/:id',
    {
      config: admin,
      schema: { tags: ['admin'], params: idParams, response: { 200: fixWhmAccountResponse, ...failures } },
    },
    async (request) => hosting.fixAccount(request.params.id),
  );

  r.get(
    '/api/admin/account-groups',
    {
      config: admin,
      schema: { tags: ['admin'], response: { 200: accountGroupsResponse } },
    },
    async () => hosting.listAccountGroups(),
  );

  r.post(
    '/api/admin/account-groups/:groupId/change-package',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        params: groupParams,
        body: changePackageBody,
        response: { 200: changePackageResponse, ...failures },
      },
    },
    async (request) => hosting.changeGroupPackage(request.params.groupId, request.body.packageId),
  );

  r.get(
    '/api/admin/whm-packages',
    {
      config: admin,
      schema: { tags: ['admin'], response: { 200: whmPackagesResponse, ...failures } },
    },
    async () => hosting.listWhmPackages(),
  );

  r.post(
    '/api/admin/whm-login',
    {
      config: admin,
      schema: { tags: ['admin'], response: { 200: whmLoginResponse, ...failures } },
    },
    async () => hosting.whmLogin(),
  );
}
