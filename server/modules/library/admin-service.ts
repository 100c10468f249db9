import { randomBytes } from 'node:crypto';
import {
  archiveTooLargeMessage,
  LIBRARY_MESSAGES,
  libraryFormFields,
  type ArchiveHeader,
  type LibraryDuplicateCheck,
  type LibraryFormFields,
  type LibraryItemSaved,
} from '../../../contract/library.js';
import { ORGANISATION_NAME } from '../../../contract/constants.js';
import { AppError } from '../../errors.js';
import { readItemArchive } from './archive-check.js';
import { uploadSlug, type WordPressHeader } from '../../../contract/wp-headers.js';
import type { LibraryDeps } from './deps.js';
import {
  deleteItem,
  findItemById,
  findItemBySlug,
  insertItem,
  listItems,
  lockItem,
  updateItem,
  type LibraryKind,
  type NewItemRow,
} from './repo.js';
import { discardStored, receiveUpload, type ReceivedUpload, type UploadSource } from './upload/receive-upload.js';
import { imageKeyOf, imageUrlOf, toAdminItem } from './views.js';

// Admin uploads, edits and deletes of plugins and themes (001 §5, §7). Files are stored first (streamed),
// checked, and only then is the row written; anything refused on the way deletes what was stored.

const messages = {
  plugin: {
    fileRequired: LIBRARY_MESSAGES.pluginFileRequired,
    uploaded: LIBRARY_MESSAGES.pluginUploaded,
    updated: LIBRARY_MESSAGES.pluginUpdated,
    deleted: LIBRARY_MESSAGES.pluginDeleted,
    notFound: LIBRARY_MESSAGES.pluginNotFound,
    slugTaken: LIBRARY_MESSAGES.pluginSlugTaken,
  },
  theme: {
    fileRequired: LIBRARY_MESSAGES.themeFileRequired,
    uploaded: LIBRARY_MESSAGES.themeUploaded,
    updated: LIBRARY_MESSAGES.themeUpdated,
    deleted: LIBRARY_MESSAGES.themeDeleted,
    notFound: LIBRARY_MESSAGES.themeNotFound,
    slugTaken: LIBRARY_MESSAGES.themeSlugTaken,
  },
} as const;

export const notFoundMessage = (kind: LibraryKind) => messages[kind].notFound;

/** Multipart overhead allowed above the file limits before a request is refused unread. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

export function createLibraryAdminService(deps: LibraryDeps) {
  const { db, fileStore, cache, log, limits, audit } = deps;

  const receive = (kind: LibraryKind, source: UploadSource, declaredBytes?: number) =>
    receiveUpload(source, kind, fileStore, {
      maxArchiveBytes: limits.maxArchiveBytes,
      maxImageBytes: limits.maxImageBytes,
      declaredBytes,
    });

  async function removeFiles(keys: (string | null | undefined)[]) {
    for (const key of keys) {
      if (!key) continue;
      await fileStore.delete(key).catch((err: unknown) => log.warn({ err, key }, 'could not delete a library file'));
    }
  }

  /**
   * A request whose declared length cannot fit an archive and an image is refused before a byte is read
   * ('Plugin archives must be 250 MB or smaller.').
   */
  function assertUploadFits(kind: LibraryKind, contentLength: number | undefined) {
    if (
      contentLength !== undefined &&
      contentLength > limits.maxArchiveBytes + limits.maxImageBytes + FORM_OVERHEAD_BYTES
    ) {
      throw new AppError('PAYLOAD_TOO_LARGE', archiveTooLargeMessage(kind, contentLength));
    }
  }

  return {
    async listItems(kind: LibraryKind) {
      return (await listItems(db, kind)).map(toAdminItem);
    },

    /**
     * GET …/check?slug=: the upload's duplicate rule (the slug is unique, listed or not) asked before the
     * file is sent. The upload still refuses a duplicate itself (insertItem's conflict) — this is advice.
     */
    async checkDuplicate(kind: LibraryKind, slug: string): Promise<LibraryDuplicateCheck> {
      const row = await findItemBySlug(db, kind, slug);
      if (!row) return { duplicate: false, message: null, existing: null };
      return {
        duplicate: true,
        message: messages[kind].slugTaken,
        existing: { id: row.id, name: row.name, version: row.version },
      };
    },

    /** POST /api/admin/plugins | themes: store the archive (and image), read its header, insert the row. */
    async createItem(
      kind: LibraryKind,
      source: UploadSource,
      actor: { id: number },
      declaredBytes?: number,
    ): Promise<LibraryItemSaved> {
      assertUploadFits(kind, declaredBytes);
      const upload = await receive(kind, source, declaredBytes);
      try {
        const fields = parseFields(upload.fields);
        if (!upload.archive) throw new AppError('BAD_REQUEST', messages[kind].fileRequired);
        const header = await readItemArchive(deps, kind, upload.archive);
        const values = creationValues(kind, fields, header, upload, actor.id);
        const row = await db.transaction(async (tx) => {
          const inserted = await insertItem(tx, kind, values);
          if (inserted)
            await audit?.record(tx, {
              action: 'library.created',
              actorId: actor.id,
              targetType: kind,
              targetId: inserted.id,
              details: { slug: inserted.slug, name: inserted.name },
            });
          return inserted;
        });
        if (!row) throw new AppError('CONFLICT', messages[kind].slugTaken, { slug: values.slug });
        cache.invalidate(kind);
        log.info(
          { event: 'library_item_created', kind, id: row.id, slug: row.slug, by: actor.id },
          'library item uploaded',
        );
        return { message: messages[kind].uploaded, item: toAdminItem(row), header: toContractHeader(header) };
      } catch (error) {
        await discardStored(fileStore, upload.storedKeys);
        throw error;
      }
    },

    /** PUT …/{id}: name, description and version required; a new archive or image replaces the old one. */
    async updateItem(
      kind: LibraryKind,
      id: number,
      source: UploadSource,
      actor: { id: number },
      declaredBytes?: number,
    ): Promise<LibraryItemSaved> {
      assertUploadFits(kind, declaredBytes);
      if (!(await findItemById(db, kind, id))) throw new AppError('NOT_FOUND', messages[kind].notFound);
      const upload = await receive(kind, source, declaredBytes);
      let replaced: (string | null)[] = [];
      let saved;
      try {
        const fields = parseFields(upload.fields);
        const name = required(fields.name, LIBRARY_MESSAGES.nameRequired);
        const description = required(fields.description, LIBRARY_MESSAGES.descriptionRequired);
        const version = required(fields.version, LIBRARY_MESSAGES.versionRequired);
        const header = upload.archive ? await readItemArchive(deps, kind, upload.archive) : null;
        const values: Partial<NewItemRow> = { name, description, version };
        if (fields.category) values.category = fields.category;
        if (fields.isPublic !== undefined) values.isPublic = fields.isPublic;
        if (kind === 'theme' && fields.author !== undefined) values.author = fields.author || null;
        if (upload.archive) Object.assign(values, archiveColumns(upload.archive));
        if (upload.image) values.imageUrl = imageUrlOf(upload.image.key);
        saved = await db.transaction(async (tx) => {
          const current = await lockItem(tx, kind, id);
          if (!current) throw new AppError('NOT_FOUND', messages[kind].notFound);
          replaced = [upload.archive ? current.filePath : null, upload.image ? imageKeyOf(current.imageUrl) : null];
          await audit?.record(tx, {
            action: 'library.updated',
            actorId: actor.id,
            targetType: kind,
            targetId: id,
            details: { fields: Object.keys(values) },
          });
          return { row: (await updateItem(tx, kind, id, values))!, header };
        });
      } catch (error) {
        await discardStored(fileStore, upload.storedKeys);
        throw error;
      }
      // The old files go only after the row points at the new ones.
      await removeFiles(replaced);
      cache.invalidate(kind);
      log.info({ event: 'library_item_updated', kind, id, by: actor.id }, 'library item updated');
      return { message: messages[kind].updated, item: toAdminItem(saved.row), header: toContractHeader(saved.header) };
    },

    async deleteItem(kind: LibraryKind, id: number, actor: { id: number }) {
      const row = await db.transaction(async (tx) => {
        const deleted = await deleteItem(tx, kind, id);
        if (deleted)
          await audit?.record(tx, {
            action: 'library.deleted',
            actorId: actor.id,
            targetType: kind,
            targetId: id,
            details: { slug: deleted.slug },
          });
        return deleted;
      });
      if (!row) throw new AppError('NOT_FOUND', messages[kind].notFound);
      await removeFiles([row.filePath, imageKeyOf(row.imageUrl)]);
      cache.invalidate(kind);
      log.info({ event: 'library_item_deleted', kind, id, slug: row.slug, by: actor.id }, 'library item deleted');
      return { message: messages[kind].deleted };
    },
  };
}

export type LibraryAdminService = ReturnType<typeof createLibraryAdminService>;

function parseFields(raw: Record<string, string>): LibraryFormFields {
  const parsed = libraryFormFields.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue.code === 'unrecognized_keys' ? LIBRARY_MESSAGES.unexpectedField : issue.message;
    throw new AppError('BAD_REQUEST', message, { field: issue.path.join('.') || undefined });
  }
  return parsed.data;
}

function required(value: string | undefined | null, message: string): string {
  if (!value) throw new AppError('BAD_REQUEST', message);
  return value;
}

const archiveColumns = (archive: NonNullable<ReceivedUpload['archive']>) => ({
  fileName: cleanFileName(archive.fileName),
  filePath: archive.key,
  fileSize: archive.size,
});

/** What the form says wins; blanks are filled from the archive's header (plugins must end up complete). */
function creationValues(
  kind: LibraryKind,
  fields: LibraryFormFields,
  header: WordPressHeader,
  upload: ReceivedUpload,
  uploadedBy: number,
): NewItemRow {
  const name = required(fields.name || header.name, LIBRARY_MESSAGES.nameRequired);
  const description = fields.description || header.description;
  const version = fields.version || header.version;
  const isPlugin = kind === 'plugin';
  if (isPlugin) {
    required(description, LIBRARY_MESSAGES.descriptionRequired);
    required(fields.category, LIBRARY_MESSAGES.categoryRequired);
    required(version, LIBRARY_MESSAGES.versionRequired);
  }
  return {
    name,
    slug: uploadSlug(header, fields.name) ?? `${kind}-${randomBytes(4).toString('hex')}`,
    description: description || null,
    category: fields.category || 'other',
    version: version || null,
    // 001 §3: a plugin's author is the organisation, whatever the form says.
    author: isPlugin ? ORGANISATION_NAME : fields.author || header.author || null,
    isPublic: fields.isPublic ?? false,
    uploadedBy,
    imageUrl: upload.image ? imageUrlOf(upload.image.key) : null,
    ...archiveColumns(upload.archive!),
  };
}

/** The browser's file name, kept only for display and the download's Content-Disposition. */
function cleanFileName(name: string): string {
  const base = name
    .replace(/^.*[\\/]/, '')
    .replace(/[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim();
  return base.slice(-200) || 'archive.zip';
}

function toContractHeader(header: WordPressHeader | null): ArchiveHeader | null {
  if (!header) return null;
  return {
    name: header.name,
    version: header.version,
    description: header.description,
    author: header.author,
    slug: header.slug,
  };
}
