import type { Readable } from 'node:stream';
import { LIBRARY_MESSAGES, RECENT_DOWNLOADS_LIMIT } from '../../../contract/library.js';
import { AppError } from '../../errors.js';
import { FileNotFoundError, isFileKey } from '../../storage/file-store.js';
import { notFoundMessage } from './admin-service.js';
import type { LibraryActor, LibraryDeps } from './deps.js';
import { listRecentDownloads, recordDownload } from './download-repo.js';
import { findItemById, type ItemRow, type LibraryKind } from './repo.js';
import { imageContentTypeOfKey } from '../../storage/sniff.js';
import { toRecentDownload } from './views.js';

export const DOWNLOAD_ROUTE_PREFIX = '/api/library/download/';

export interface FileAnswer {
  stream: Readable;
  size: number | null;
  fileName: string;
  contentType: string;
}

/** What GET /api/plugins/{id}/download answers: the file, or where to send a visitor. */
export type PublicDownload = { file: FileAnswer } | { redirectTo: string };

// Downloads (001 §6, §7). A signed-in user's POST records the download and answers a signed link the
// browser can follow without its bearer header; a public plugin's GET streams to anyone.

export function createDownloadService(deps: LibraryDeps) {
  const { db, fileStore, signer, cache } = deps;

  async function activeItem(kind: LibraryKind, id: number): Promise<ItemRow> {
    const row = await findItemById(db, kind, id);
    if (!row || !row.isActive || !row.filePath) throw new AppError('NOT_FOUND', notFoundMessage(kind));
    return row;
  }

  async function record(kind: LibraryKind, id: number, userId: number | null) {
    const count = await db.transaction((tx) => recordDownload(tx, kind, id, userId));
    if (count === null) throw new AppError('NOT_FOUND', notFoundMessage(kind));
    // The item's page shows its count: whoever just downloaded sees it go up (the lists may lag, as documented).
    cache.forgetDetails(kind);
  }

  async function openItemFile(kind: LibraryKind, row: ItemRow): Promise<FileAnswer> {
    try {
      const stream = await fileStore.get(row.filePath!);
      return {
        stream,
        size: row.fileSize,
        fileName: row.fileName || `${row.slug}.zip`,
        contentType: 'application/zip',
      };
    } catch (error) {
      if (error instanceof FileNotFoundError) throw new AppError('NOT_FOUND', notFoundMessage(kind));
      throw error;
    }
  }

  return {
    /**
     * POST /api/plugins|themes/{id}/download. Library access needs an e-mail on file (001 §4): a signed-in
     * user without one is asked to save it first.
     */
    async issueDownloadUrl(kind: LibraryKind, id: number, user: LibraryActor): Promise<{ downloadUrl: string }> {
      if (!user.email)
        throw new AppError('FORBIDDEN', LIBRARY_MESSAGES.emailRequiredForLibrary, { emailRequired: true });
      await activeItem(kind, id);
      await record(kind, id, user.id);
      return { downloadUrl: `${DOWNLOAD_ROUTE_PREFIX}${signer.sign({ kind, itemId: id, userId: user.id })}` };
    },

    /** GET /api/library/download/{token}: the file a signed link grants. */
    async openGrantedDownload(token: string): Promise<FileAnswer> {
      const grant = signer.verify(token);
      if (!grant) throw new AppError('FORBIDDEN', LIBRARY_MESSAGES.downloadLinkInvalid);
      return openItemFile(grant.kind, await activeItem(grant.kind, grant.itemId));
    },

    /**
     * GET /api/plugins/{id}/download, opened from the detail page: a public plugin streams to anyone (and
     * counts); a non-public one streams to a caller with a valid bearer and sends a visitor to /auth.
     */
    async openPluginDownload(id: number, user: LibraryActor | null): Promise<PublicDownload> {
      const row = await activeItem('plugin', id);
      if (!row.isPublic && !user) return { redirectTo: `/auth?redirect=${encodeURIComponent(`/plugin/${row.slug}`)}` };
      if (!row.isPublic && user && !user.email) {
        throw new AppError('FORBIDDEN', LIBRARY_MESSAGES.emailRequiredForLibrary, { emailRequired: true });
      }
      const file = await openItemFile('plugin', row);
      try {
        await record('plugin', id, user?.id ?? null);
      } catch (error) {
        file.stream.destroy();
        throw error;
      }
      return { file };
    },

    /** GET /api/plugin-downloads. */
    async listRecentDownloads(userId: number) {
      return (await listRecentDownloads(db, userId, RECENT_DOWNLOADS_LIMIT)).map(toRecentDownload);
    },

    /** GET /api/library/images/{key}: only keys the store made for images. */
    async openImage(key: string): Promise<FileAnswer> {
      const contentType = isFileKey(key) && key.startsWith('image-') ? imageContentTypeOfKey(key) : null;
      if (!contentType) throw new AppError('NOT_FOUND', LIBRARY_MESSAGES.imageNotFound);
      try {
        const [stream, stat] = await Promise.all([fileStore.get(key), fileStore.stat(key)]);
        return { stream, size: stat?.size ?? null, fileName: key, contentType };
      } catch (error) {
        if (error instanceof FileNotFoundError) throw new AppError('NOT_FOUND', LIBRARY_MESSAGES.imageNotFound);
        throw error;
      }
    },
  };
}

export type DownloadService = ReturnType<typeof createDownloadService>;
