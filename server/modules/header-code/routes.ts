import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, idParams, messageResponse } from '../../../contract/common.js';
import {
  activeHeaderCodeSchema,
  headerCodeCreateBody,
  headerCodeSchema,
  headerCodeUpdateBody,
} from '../../../contract/marketing.js';

export async function headerCodeRoutes(app: FastifyInstance) {
  const { headerCode } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['analytics'];

  r.get(
    '/api/custom-header-codes',
    {
      config: { access: 'admin' },
      schema: { tags, response: { 200: z.array(headerCodeSchema) } },
    },
    async () => headerCode.list(),
  );

  r.post(
    '/api/custom-header-codes',
    {
      config: { access: 'admin' },
      schema: { tags, body: headerCodeCreateBody, response: { 201: headerCodeSchema, 400: errorResponse } },
    },
    async (request, reply) => reply.code(201).send(await headerCode.create(request.body, request.user!.id)),
  );

  r.put(
    '/api/custom-header-codes/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: idParams,
        body: headerCodeUpdateBody,
        response: { 200: headerCodeSchema, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => headerCode.update(request.params.id, request.body, request.user!.id),
  );

  r.delete(
    '/api/custom-header-codes/:id',
    {
      config: { access: 'admin' },
      schema: { tags, params: idParams, response: { 200: messageResponse, 404: errorResponse } },
    },
    async (request) => headerCode.remove(request.params.id, request.user!.id),
  );

  // Every public page load reads this (001 §7): served from a 60 s cache.
  r.get(
    '/api/custom-header-codes/active',
    {
      config: { access: 'public' },
      schema: { tags, response: { 200: z.array(activeHeaderCodeSchema) } },
    },
    async () => headerCode.listActive(),
  );
}
