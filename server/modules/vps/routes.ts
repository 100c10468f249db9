import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, idParams, messageResponse } from '../../../contract/common.js';
import {
  vpsAdminOrderListResponse,
  vpsAdminOrderSchema,
  vpsCheckoutBody,
  vpsCheckoutResponse,
  vpsConfirmBody,
  vpsConfirmResponse,
  vpsEmailParams,
  vpsOrderUpdateBody,
  vpsOwnerOrderListResponse,
  vpsPackageCreateBody,
  vpsPackageListResponse,
  vpsPackageSchema,
  vpsPackageUpdateBody,
  vpsPublicPackageListResponse,
  vpsSubscribeBody,
  vpsSubscribeResponse,
} from '../../../contract/vps.js';
import { currentUser } from '../../http/access.js';
import { clientMeta } from '../../lib/client-meta.js';

const failures = {
  400: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  429: errorResponse,
  502: errorResponse,
  503: errorResponse,
};

// Anonymous VPS (000 §7, 001 §7; contract/vps.ts lists every route and its answer).
export async function vpsRoutes(app: FastifyInstance) {
  const { vps } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/vps/packages',
    {
      config: { access: 'public' },
      schema: { tags: ['vps'], response: { 200: vpsPublicPackageListResponse } },
    },
    async () => vps.listActivePackages(),
  );

  r.post(
    '/api/vps/subscribe',
    {
      config: { access: 'public' },
      schema: { tags: ['vps'], body: vpsSubscribeBody, response: { 200: vpsSubscribeResponse, ...failures } },
    },
    async (request) => vps.subscribe(request.body, { ...clientMeta(request), userId: request.user?.id }),
  );

  r.post(
    '/api/vps/checkout',
    {
      config: { access: 'public' },
      schema: { tags: ['vps'], body: vpsCheckoutBody, response: { 200: vpsCheckoutResponse, ...failures } },
    },
    async (request) => vps.describeCheckout(request.body),
  );

  r.post(
    '/api/vps/subscribe/confirm',
    {
      config: { access: 'public' },
      schema: { tags: ['vps'], body: vpsConfirmBody, response: { 200: vpsConfirmResponse, ...failures } },
    },
    async (request) => vps.confirm(request.body),
  );

  r.get(
    '/api/admin/vps-packages',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], response: { 200: vpsPackageListResponse } },
    },
    async () => vps.listPackages(),
  );

  r.post(
    '/api/admin/vps-packages',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], body: vpsPackageCreateBody, response: { 201: vpsPackageSchema, ...failures } },
    },
    async (request, reply) => reply.code(201).send(await vps.createPackage(currentUser(request).id, request.body)),
  );

  r.put(
    '/api/admin/vps-packages/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        params: idParams,
        body: vpsPackageUpdateBody,
        response: { 200: vpsPackageSchema, ...failures },
      },
    },
    async (request) => vps.updatePackage(currentUser(request).id, request.params.id, request.body),
  );

  r.delete(
    '/api/admin/vps-packages/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], params: idParams, response: { 200: messageResponse, ...failures } },
    },
    async (request) => vps.deletePackage(currentUser(request).id, request.params.id),
  );

  r.post(
    '/api/admin/vps-packages/:id/duplicate',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], params: idParams, response: { 201: vpsPackageSchema, ...failures } },
    },
    async (request, reply) =>
      reply.code(201).send(await vps.duplicatePackage(currentUser(request).id, request.params.id)),
  );

  r.get(
    '/api/vps-orders',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], response: { 200: vpsAdminOrderListResponse } },
    },
    async () => vps.listOrders(),
  );

  r.put(
    '/api/vps-orders/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        params: idParams,
        body: vpsOrderUpdateBody,
        response: { 200: vpsAdminOrderSchema, ...failures },
      },
    },
    async (request) => vps.updateOrder(currentUser(request).id, request.params.id, request.body),
  );

  r.delete(
    '/api/vps-orders/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], params: idParams, response: { 200: messageResponse, ...failures } },
    },
    async (request) => vps.deleteOrder(currentUser(request).id, request.params.id),
  );

  // Public by design: the answer is [] unless the caller is signed in with that e-mail, or an admin (000 §7).
  r.get(
    '/api/vps-orders/by-email/:email',
    {
      config: { access: 'public' },
      schema: { tags: ['vps'], params: vpsEmailParams, response: { 200: vpsOwnerOrderListResponse } },
    },
    async (request) =>
      vps.listOrdersByEmail(
        request.params.email,
        request.user ? { email: request.user.email ?? null, isAdmin: request.user.role === 'admin' } : null,
      ),
  );
}
