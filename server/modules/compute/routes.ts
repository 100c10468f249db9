import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, idParams, messageResponse } from '../../../contract/common.js';
import {
  adminInstancesQuery, adminInstancesResponse, adminVultrProvisionBody, azureAccountBody, azureAccountListResponse, azureAccountSchema, azureTestBody,
  azureTestResponse, computeMetaSchema, consoleResultSchema, defaultProviderBody, defaultProviderSchema, instanceActionResponse, myInstancesResponse,
  provisionBody, provisionResultSchema, vultrAccountBody, vultrAccountListResponse, vultrAccountSchema, vultrMetaQuery, vultrMetaSchema, vultrTestBody,
  vultrTestResponse,
} from '../../../contract/compute.js';
import { extraRunBody, extraRunLaunchSchema, extraRunStartSchema } from '../../../contract/compute-extra-runs.js';
import { currentUser } from '../../http/access.js';

// 001 §7 cloud compute calls. Thin: schema, access, one service call.
const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse, 502: errorResponse };

export async function computeRoutes(app: FastifyInstance) {
  const { compute } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['compute'];

  // --- Vultr accounts (admin) ---
  r.get('/api/admin/vultr/accounts', { config: { access: 'admin' }, schema: { tags, response: { 200: vultrAccountListResponse } } },
    async () => compute.accounts.listVultr());
  r.post('/api/admin/vultr/accounts', { config: { access: 'admin' }, schema: { tags, body: vultrAccountBody, response: { 201: vultrAccountSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await compute.accounts.createVultr(request.body)));
  r.put('/api/admin/vultr/accounts/:id', { config: { access: 'admin' }, schema: { tags, params: idParams, body: vultrAccountBody, response: { 200: vultrAccountSchema, ...errors } } },
    async (request) => compute.accounts.updateVultr(request.params.id, request.body));
  r.delete('/api/admin/vultr/accounts/:id', { config: { access: 'admin' }, schema: { tags, params: idParams, response: { 200: messageResponse, ...errors } } },
    async (request) => compute.accounts.deleteVultr(request.params.id));
  r.post('/api/admin/vultr/accounts/test', { config: { access: 'admin' }, schema: { tags, body: vultrTestBody, response: { 200: vultrTestResponse, ...errors } } },
    async (request) => compute.accounts.testVultr(request.body));
  r.get('/api/admin/vultr/meta', { config: { access: 'admin' }, schema: { tags, querystring: vultrMetaQuery, response: { 200: vultrMetaSchema, ...errors } } },
    async (request) => compute.meta.adminVultrMeta(request.query.accountId));

  // --- Azure accounts (admin) ---
  r.get('/api/admin/azure/accounts', { config: { access: 'admin' }, schema: { tags, response: { 200: azureAccountListResponse } } },
    async () => compute.accounts.listAzure());
  r.post('/api/admin/azure/accounts', { config: { access: 'admin' }, schema: { tags, body: azureAccountBody, response: { 201: azureAccountSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await compute.accounts.createAzure(request.body)));
  r.put('/api/admin/azure/accounts/:id', { config: { access: 'admin' }, schema: { tags, params: idParams, body: azureAccountBody, response: { 200: azureAccountSchema, ...errors } } },
    async (request) => compute.accounts.updateAzure(request.params.id, request.body));
  r.delete('/api/admin/azure/accounts/:id', { config: { access: 'admin' }, schema: { tags, params: idParams, response: { 200: messageResponse, ...errors } } },
    async (request) => compute.accounts.deleteAzure(request.params.id));
  r.post('/api/admin/azure/accounts/:id/default', { config: { access: 'admin' }, schema: { tags, params: idParams, response: { 200: azureAccountSchema, ...errors } } },
    async (request) => compute.accounts.setAzureDefault(request.params.id));
  r.post('/api/admin/azure/accounts/test', { config: { access: 'admin' }, schema: { tags, body: azureTestBody, response: { 200: azureTestResponse, ...errors } } },
    async (request) => compute.accounts.testAzure(request.body));

  // --- Default provider, instances (admin) ---
  r.get('/api/admin/compute/default-provider', { config: { access: 'admin' }, schema: { tags, response: { 200: defaultProviderSchema } } },
    async () => compute.accounts.readDefaultProvider());
  r.post('/api/admin/compute/default-provider', { config: { access: 'admin' }, schema: { tags, body: defaultProviderBody, response: { 200: defaultProviderSchema, ...errors } } },
    async (request) => compute.accounts.setDefaultProvider(request.body));
  r.get('/api/admin/compute/instances', { config: { access: 'admin' }, schema: { tags, querystring: adminInstancesQuery, response: { 200: adminInstancesResponse } } },
    async (request) => compute.adminInstances(request.query.provider));
  r.post('/api/admin/compute/vultr/provision', { config: { access: 'admin' }, schema: { tags, body: adminVultrProvisionBody, response: { 201: provisionResultSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await compute.adminProvisionVultr(request.body)));

  // --- Client compute ---
  r.get('/api/compute/meta', { config: { access: 'user' }, schema: { tags, response: { 200: computeMetaSchema, ...errors } } },
    async (request) => compute.clientMeta(currentUser(request)));
  r.get('/api/compute/my', { config: { access: 'user' }, schema: { tags, response: { 200: myInstancesResponse } } },
    async (request) => compute.myInstances(currentUser(request)));
  r.post('/api/compute/provision', { config: { access: 'user' }, schema: { tags, body: provisionBody, response: { 201: provisionResultSchema, 403: errorResponse, ...errors } } },
    async (request, reply) => reply.code(201).send(await compute.provision(currentUser(request), request.body)));
  // A paid run beyond the free Azure trial (001 §9 '$3 per 48 hours'; compute/extra-runs.ts).
  r.post('/api/compute/azure/extra-run', { config: { access: 'user' }, schema: { tags, body: extraRunBody, response: { 201: extraRunStartSchema, 403: errorResponse, 503: errorResponse, ...errors } } },
    async (request, reply) => reply.code(201).send(await compute.startExtraRun(currentUser(request), request.body.os)));
  r.post('/api/compute/azure/extra-run/:id/launch', { config: { access: 'user' }, schema: { tags, params: idParams, response: { 200: extraRunLaunchSchema, 503: errorResponse, ...errors } } },
    async (request) => compute.launchExtraRun(currentUser(request), request.params.id));
  r.post('/api/compute/:id/start', { config: { access: 'user' }, schema: { tags, params: idParams, response: { 200: instanceActionResponse, ...errors } } },
    async (request) => compute.action(currentUser(request), request.params.id, 'start'));
  // Issue 21 point 5 (not in 001 §7; docs/decisions.md): powers the machine off and keeps it (Vultr halt, Azure deallocate).
  r.post('/api/compute/:id/stop', { config: { access: 'user' }, schema: { tags, params: idParams, response: { 200: instanceActionResponse, ...errors } } },
    async (request) => compute.action(currentUser(request), request.params.id, 'stop'));
  r.post('/api/compute/:id/restart', { config: { access: 'user' }, schema: { tags, params: idParams, response: { 200: instanceActionResponse, ...errors } } },
    async (request) => compute.action(currentUser(request), request.params.id, 'restart'));
  r.delete('/api/compute/:id', { config: { access: 'user' }, schema: { tags, params: idParams, response: { 200: instanceActionResponse, ...errors } } },
    async (request) => compute.action(currentUser(request), request.params.id, 'terminate'));
  r.get('/api/compute/:id/vnc', { config: { access: 'user' }, schema: { tags, params: idParams, response: { 200: consoleResultSchema, ...errors } } },
    async (request) => compute.console(currentUser(request), request.params.id));
}
