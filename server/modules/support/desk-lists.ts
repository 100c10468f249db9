import { SUPPORT_MESSAGES } from '../../../contract/support.js';
import { AppError } from '../../errors.js';
import type { SupportDeps } from './deps.js';
import { deleteCanned, deleteView, insertCanned, insertView, listCanned, listViews, updateCanned } from './repo.js';

// Canned replies (shared by every admin) and saved views (each admin's own filters).

export function createDeskLists(deps: SupportDeps) {
  const { db, now } = deps;
  return {
    listCanned: async () => ({ replies: await listCanned(db) }),
    createCanned: (body: { title: string; body: string }) => insertCanned(db, body),
    async updateCanned(id: number, body: { title: string; body: string }) {
      const row = await updateCanned(db, id, body, now());
      if (!row) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.cannedNotFound);
      return row;
    },
    async deleteCanned(id: number) {
      if (!(await deleteCanned(db, id))) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.cannedNotFound);
      return { message: 'Canned reply deleted.' };
    },
    listViews: async (adminId: number) => ({ views: await listViews(db, adminId) }),
    createView: (adminId: number, name: string, filters: Record<string, string | number>) =>
      insertView(db, adminId, name, filters),
    async deleteView(adminId: number, id: number) {
      if (!(await deleteView(db, adminId, id))) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.viewNotFound);
      return { message: 'Saved view deleted.' };
    },
  };
}
