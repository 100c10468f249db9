import {
  ADMIN_PLUGIN_REQUESTS_PAGE_SIZE,
  LIBRARY_MESSAGES,
  type AdminPluginRequest,
  type AdminPluginRequestList,
  type AdminPluginRequestsQuery,
  type PluginRequestStatus,
} from '../../../contract/library.js';
import { AppError } from '../../errors.js';
import type { LibraryDeps } from './deps.js';
import {
  countPluginRequests,
  listPluginRequestsForAdmin,
  lockPluginRequest,
  setPluginRequestStatus,
  type PluginRequestRow,
} from './request-repo.js';

// The admin's queue of plugin requests: what visitors and users asked for (POST /api/plugin-requests), answered as
// fulfilled (the requester is mailed that it is in the library) or declined. Each answer is in the audit trail.

function toView(row: PluginRequestRow): AdminPluginRequest {
  return {
    id: row.id,
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    pluginName: row.pluginName,
    status: row.status as PluginRequestStatus,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createPluginRequestAdminService({ db, audit, mail, log }: LibraryDeps) {
  return {
    /** GET /api/admin/plugin-requests: one page of a status (pending by default), and how many wait in all. */
    async list(query: AdminPluginRequestsQuery): Promise<AdminPluginRequestList> {
      const status = query.status === 'all' ? undefined : query.status;
      const limit = ADMIN_PLUGIN_REQUESTS_PAGE_SIZE;
      const [rows, total, pendingCount] = await Promise.all([
        listPluginRequestsForAdmin(db, status, limit, (query.page - 1) * limit),
        countPluginRequests(db, status),
        countPluginRequests(db, 'pending'),
      ]);
      return {
        requests: rows.map(toView),
        pagination: { page: query.page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
        pendingCount,
      };
    },

    /**
     * PUT /api/admin/plugin-requests/{id}: the answer. The same answer twice changes nothing (no second mail, no
     * second audit event); 'fulfilled' mails the requester once per request (the outbox deduplicates).
     */
    async answer(id: number, status: PluginRequestStatus): Promise<AdminPluginRequest> {
      const updated = await db.transaction(async (tx) => {
        const row = await lockPluginRequest(tx, id);
        if (!row) throw new AppError('NOT_FOUND', LIBRARY_MESSAGES.pluginRequestNotFound);
        if (row.status === status) return row;
        const next = await setPluginRequestStatus(tx, id, status);
        await audit?.record(tx, {
          action: 'library.request_processed',
          subjectUserId: row.userId,
          targetType: 'plugin_request',
          targetId: id,
          details: { from: row.status, to: status, pluginName: row.pluginName },
        });
        if (status === 'fulfilled' && mail) {
          await mail.enqueue(tx, {
            template: 'plugin-request-fulfilled',
            to: row.email,
            userId: row.userId,
            dedupeKey: `plugin-request-fulfilled:${id}`,
            data: { firstName: row.firstName, pluginName: row.pluginName },
          });
        }
        return next;
      });
      mail?.nudge();
      log.info({ event: 'plugin_request_answered', requestId: id, status }, 'plugin request answered');
      return toView(updated);
    },
  };
}
