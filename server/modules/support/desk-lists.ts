import { SUPPORT_MESSAGES } from '../../../contract/support.js';
import { AppError } from '../../errors.js';
import type { DbOrTx } from '../../db/client.js';
import type { SupportDeps } from './deps.js';
import { deleteCanned, deleteView, insertCanned, insertView, listCanned, listViews, updateCanned } from './repo.js';

// Canned replies (shared by every admin) and saved views (each admin's own filters).

export function createDeskLists(deps: SupportDeps) {
  const { db, now, audit } = deps;
  // Canned replies are every admin's words to customers: each change is in the audit log with its title.
  const record = (tx: DbOrTx, action: string, id: number, title: string) =>
    audit.record(tx, { action, targetType: 'support_canned_reply', targetId: id, details: { title } });
  return {
    listCanned: async () => ({ replies: await listCanned(db) }),
    createCanned: (body: { title: string; body: string }) =>
      db.transaction(async (tx) => {
        const row = await insertCanned(tx, body);
        await record(tx, 'support.canned_reply_created', row.id, row.title);
        return row;
      }),
    updateCanned: (id: number, body: { title: string; body: string }) =>
      db.transaction(async (tx) => {
        const row = await updateCanned(tx, id, body, now());
        if (!row) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.cannedNotFound);
        await record(tx, 'support.canned_reply_changed', row.id, row.title);
        return row;
      }),
    deleteCanned: (id: number) =>
      db.transaction(async (tx) => {
        const row = await deleteCanned(tx, id);
        if (!row) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.cannedNotFound);
        await record(tx, 'support.canned_reply_deleted', id, row.title);
        return { message: 'Canned reply deleted.' };
      }),
    listViews: async (adminId: number) => ({ views: await listViews(db, adminId) }),
    createView: (adminId: number, name: string, filters: Record<string, string | number>) =>
      insertView(db, adminId, name, filters),
    async deleteView(adminId: number, id: number) {
      if (!(await deleteView(db, adminId, id))) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.viewNotFound);
      return { message: 'Saved view deleted.' };
    },
  };
}
