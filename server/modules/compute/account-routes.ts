import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../http/request-locale.js';
import { errorResponse, idParams, messageResponse } from '../../../contract/common.js';
import {
  cloudProvidersResponse,
  providerAccountBody,
  providerAccountParams,
  providerAccountSchema,
  providerParams,
  providerTestResponse,
} from '../../../contract/compute.js';

// The admin's cloud accounts (001 §4, §5, §7), one set of routes for every registered provider: the generic paths
// /api/admin/compute/providers/{provider}/accounts… that the cloud tab's account card calls for any provider, and
// the spec's own paths where it names them after a provider (its account.ts `specRoutes`: path, answer schemas).
// Both call the one account admin (account-admin.ts). Thin: schema, access, one call.
const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse, 502: errorResponse };

export async function cloudAccountRoutes(app: FastifyInstance) {
  const { compute } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['compute'];
  const config = { access: 'admin' as const };

  r.get(
    '/api/admin/compute/providers',
    { config, schema: { tags, response: { 200: cloudProvidersResponse } } },
    async (request) => compute.providersInfo(requestLocale(request)),
  );
  r.get(
    '/api/admin/compute/providers/:provider/accounts',
    { config, schema: { tags, params: providerParams, response: { 200: z.array(providerAccountSchema), ...errors } } },
    async (request) => compute.providerAccounts(request.params.provider).list(),
  );
  r.post(
    '/api/admin/compute/providers/:provider/accounts',
    {
      config,
      schema: {
        tags,
        params: providerParams,
        body: providerAccountBody,
        response: { 201: providerAccountSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await compute.providerAccounts(request.params.provider).create(request.body)),
  );
  r.put(
    '/api/admin/compute/providers/:provider/accounts/:id',
    {
      config,
      schema: {
        tags,
        params: providerAccountParams,
        body: providerAccountBody,
        response: { 200: providerAccountSchema, ...errors },
      },
    },
    async (request) => compute.providerAccounts(request.params.provider).update(request.params.id, request.body),
  );
  r.delete(
    '/api/admin/compute/providers/:provider/accounts/:id',
    { config, schema: { tags, params: providerAccountParams, response: { 200: messageResponse, ...errors } } },
    async (request) => compute.providerAccounts(request.params.provider).remove(request.params.id),
  );
  r.post(
    '/api/admin/compute/providers/:provider/accounts/test',
    {
      config,
      schema: {
        tags,
        params: providerParams,
        body: providerAccountBody,
        response: { 200: providerTestResponse, ...errors },
      },
    },
    async (request) => compute.providerAccounts(request.params.provider).test(request.body),
  );

  for (const provider of compute.accounts.providers.list()) {
    const spec = provider.account.specRoutes;
    if (!spec) continue;
    const admin = compute.accountAdmin(provider.id);
    // Bodies are checked by the provider's own form schemas (the spec's messages), then handed on as they parsed.
    const { schema: body, testSchema } = provider.accountForm;
    r.get(spec.path, { config, schema: { tags, response: { 200: z.array(spec.view) } } }, async () => admin.list());
    r.post(
      spec.path,
      { config, schema: { tags, body, response: { 201: spec.view, ...errors } } },
      async (request, reply) => reply.code(201).send(await admin.create(request.body as never)),
    );
    r.put(
      `${spec.path}/:id`,
      { config, schema: { tags, params: idParams, body, response: { 200: spec.view, ...errors } } },
      async (request) => admin.update(request.params.id, request.body as never),
    );
    r.delete(
      `${spec.path}/:id`,
      { config, schema: { tags, params: idParams, response: { 200: messageResponse, ...errors } } },
      async (request) => admin.remove(request.params.id),
    );
    if (spec.defaultRoute) {
      r.post(
        `${spec.path}/:id/default`,
        { config, schema: { tags, params: idParams, response: { 200: spec.view, ...errors } } },
        async (request) => admin.setDefault(request.params.id),
      );
    }
    r.post(
      `${spec.path}/test`,
      { config, schema: { tags, body: testSchema, response: { 200: spec.testResponse, ...errors } } },
      async (request) => admin.test(request.body),
    );
  }
}
