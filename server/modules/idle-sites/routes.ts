import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, idParams } from '../../../contract/common.js';
import {
  idleSitesSaveResponse,
  idleSitesSettingsBody,
  idleSitesSettingsResponse,
  idleSweepQueuedResponse,
  reactivateSiteResponse,
} from '../../../contract/idle-sites.js';
import { currentUser } from '../../http/access.js';

export async function idleSitesRoutes(app: FastifyInstance) {
  const { idleSites } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['idle-sites'];

  // The owner's one click on the site card (an admin lifts any suspension from Hosting instead).
  r.post(
    '/api/hosting-accounts/:id/reactivate',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: idParams,
        response: { 200: reactivateSiteResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => idleSites.reactivate(currentUser(request).id, request.params.id),
  );

  r.get(
    '/api/admin/idle-sites/settings',
    { config: { access: 'admin' }, schema: { tags, response: { 200: idleSitesSettingsResponse } } },
    async () => idleSites.readSettings(),
  );

  r.put(
    '/api/admin/idle-sites/settings',
    {
      config: { access: 'admin' },
      schema: { tags, body: idleSitesSettingsBody, response: { 200: idleSitesSaveResponse, 400: errorResponse } },
    },
    async (request) => idleSites.saveSettings(request.body),
  );

  r.post(
    '/api/admin/idle-sites/sweep',
    { config: { access: 'admin' }, schema: { tags, response: { 200: idleSweepQueuedResponse } } },
    async () => idleSites.sweepNow(),
  );
}
