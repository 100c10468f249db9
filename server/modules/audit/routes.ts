import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditListQuery, auditListResponse, securityEventsQuery } from '../../../contract/account-safety.js';
import { errorResponse } from '../../../contract/common.js';
import { currentUser } from '../../http/access.js';

// Read-only: the audit log has no write, update or delete route.
export async function auditRoutes(app: FastifyInstance) {
  const { audit } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/audit-events',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        querystring: auditListQuery,
        response: { 200: auditListResponse, 400: errorResponse },
      },
    },
    async (request) => audit.listEvents(request.query),
  );

  r.get(
    '/api/user/security-events',
    {
      config: { access: 'user' },
      schema: { tags: ['user'], querystring: securityEventsQuery, response: { 200: auditListResponse } },
    },
    async (request) => audit.listSecurityEvents(currentUser(request).id, request.query),
  );
}
