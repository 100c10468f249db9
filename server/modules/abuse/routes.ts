import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  abuseActionResponse,
  abuseChallengeSchema,
  abuseDismissBody,
  abuseIdParams,
  abuseReasonBody,
  abuseReportBody,
  abuseReportCreated,
  abuseSettingsSchema,
  abuseWarnBody,
  adminAbuseListQuery,
  adminAbuseListSchema,
} from '../../../contract/abuse.js';
import { errorResponse, messageResponse } from '../../../contract/common.js';

export async function abuseRoutes(app: FastifyInstance) {
  const { abuse } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['abuse'];
  const actionSchema = <B extends z.ZodTypeAny>(body: B) => ({
    tags,
    params: abuseIdParams,
    body,
    response: {
      200: abuseActionResponse,
      400: errorResponse,
      404: errorResponse,
      409: errorResponse,
      502: errorResponse,
    },
  });

  // Public: the report form (docs/decisions.md, 'Abuse reports').
  r.get(
    '/api/abuse-reports/challenge',
    {
      config: { access: 'public' },
      schema: { tags, response: { 200: abuseChallengeSchema, 429: errorResponse } },
    },
    async (request) => abuse.issueChallenge(request.ip),
  );

  r.post(
    '/api/abuse-reports',
    {
      config: { access: 'public' },
      schema: {
        tags,
        body: abuseReportBody,
        response: { 201: abuseReportCreated, 400: errorResponse, 404: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => reply.code(201).send(await abuse.submitReport(request.body, request.ip)),
  );

  // Admin: the queue.
  r.get(
    '/api/admin/abuse-reports',
    {
      config: { access: 'admin' },
      schema: { tags, querystring: adminAbuseListQuery, response: { 200: adminAbuseListSchema } },
    },
    async (request) => abuse.listReports(request.query.status),
  );

  r.post(
    '/api/admin/abuse-reports/:id/dismiss',
    { config: { access: 'admin' }, schema: actionSchema(abuseDismissBody) },
    async (request) => abuse.dismiss(request.params.id, request.body.note, request.user!),
  );
  r.post(
    '/api/admin/abuse-reports/:id/warn',
    { config: { access: 'admin' }, schema: actionSchema(abuseWarnBody) },
    async (request) => abuse.warn(request.params.id, request.body.message, request.user!),
  );
  r.post(
    '/api/admin/abuse-reports/:id/suspend-site',
    { config: { access: 'admin' }, schema: actionSchema(abuseReasonBody) },
    async (request) => abuse.suspendSite(request.params.id, request.body.reason, request.user!),
  );
  r.post(
    '/api/admin/abuse-reports/:id/suspend-owner',
    { config: { access: 'admin' }, schema: actionSchema(abuseReasonBody) },
    async (request) => abuse.suspendOwner(request.params.id, request.body.reason, request.user!),
  );

  r.post(
    '/api/admin/abuse-auto-suspensions/:id/undo',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: abuseIdParams,
        response: { 200: messageResponse, 404: errorResponse, 409: errorResponse, 502: errorResponse },
      },
    },
    async (request) => abuse.undoAutoSuspension(request.params.id, request.user!.id),
  );

  r.get(
    '/api/admin/abuse-settings',
    {
      config: { access: 'admin' },
      schema: { tags, response: { 200: abuseSettingsSchema } },
    },
    async () => abuse.readSettings(),
  );

  r.put(
    '/api/admin/abuse-settings',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        body: abuseSettingsSchema,
        response: { 200: z.object({ message: z.string(), settings: abuseSettingsSchema }), 400: errorResponse },
      },
    },
    async (request) => abuse.saveSettings(request.body),
  );
}
