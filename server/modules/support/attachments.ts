import { Readable } from 'node:stream';
import { SUPPORT_ATTACHMENT_BYTES_MAX, SUPPORT_ATTACHMENTS_MAX, SUPPORT_MESSAGES } from '../../../contract/support.js';
import { AppError } from '../../errors.js';
import { FileTooLargeError } from '../../storage/file-store.js';
import { peekStream } from '../../storage/peek-stream.js';
import { ATTACHMENT_SNIFF_BYTES, classifyAttachment, safeFileName } from './attachment-type.js';
import type { SupportDeps } from './deps.js';
import { findAttachment, insertAttachment, listAttachments, listMessages, type Ticket } from './repo.js';

// Attachments go to the FileStore (S3 when configured) as they stream in, judged by their first bytes before a
// byte is stored, at most 10 MB each and five per message. Whoever may read the ticket may read its attachments;
// they are served as downloads (attachment disposition, nosniff, a sandbox CSP), never shown inline.

/**
 * A file's body as the upload routes receive it: the raw stream, or, when a request came with no body at all, an
 * empty one, so it is refused as an empty file (400) like a 0-byte upload instead of failing on a missing stream.
 */
export function uploadedFile(body: unknown): Readable {
  return body instanceof Readable ? body : Readable.from([]);
}

export function createAttachments(deps: SupportDeps) {
  const { db, fileStore, now } = deps;

  return {
    /** Adds a file to the writer's latest message on the ticket. */
    async add(ticket: Ticket, author: 'customer' | 'admin', fileName: string, source: Readable) {
      // A closed ticket takes no more from the customer, files included (its answers are refused alike).
      if (author === 'customer' && ticket.status === 'closed') {
        source.resume();
        throw new AppError('CONFLICT', SUPPORT_MESSAGES.ticketClosed);
      }
      const messages = (await listMessages(db, ticket.id, true)).filter((m) => m.author === author);
      const message = messages[messages.length - 1];
      if (!message) throw new AppError('BAD_REQUEST', SUPPORT_MESSAGES.bodyRequired);
      const onMessage = (await listAttachments(db, ticket.id)).filter((a) => a.messageId === message.id);
      if (onMessage.length >= SUPPORT_ATTACHMENTS_MAX) {
        source.resume();
        throw new AppError('BAD_REQUEST', SUPPORT_MESSAGES.attachmentsTooMany);
      }
      const { head, stream } = await peekStream(source, ATTACHMENT_SNIFF_BYTES);
      if (head.length === 0) throw new AppError('BAD_REQUEST', SUPPORT_MESSAGES.attachmentEmpty);
      const type = classifyAttachment(head);
      if (!type) {
        stream.resume();
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', SUPPORT_MESSAGES.attachmentType);
      }
      let stored: Awaited<ReturnType<typeof fileStore.put>>;
      try {
        stored = await fileStore.put(stream, {
          maxBytes: SUPPORT_ATTACHMENT_BYTES_MAX,
          prefix: 'support',
          extension: type.extension,
        });
      } catch (error) {
        if (error instanceof FileTooLargeError)
          throw new AppError('PAYLOAD_TOO_LARGE', SUPPORT_MESSAGES.attachmentTooLarge);
        throw error;
      }
      const row = await db.transaction(async (tx) => {
        const added = await insertAttachment(tx, {
          ticketId: ticket.id,
          messageId: message.id,
          fileKey: stored.key,
          fileName: safeFileName(fileName, type.extension),
          contentType: type.contentType,
          size: stored.size,
          createdAt: now(),
        });
        // An admin's file goes to a customer: audited like the answer it belongs to.
        if (author === 'admin')
          await deps.audit.record(tx, {
            action: 'support.attachment_added',
            subjectUserId: ticket.userId,
            targetType: 'support_ticket',
            targetId: ticket.id,
            details: { fileName: added.fileName, size: added.size },
          });
        return added;
      });
      return { id: row.id, fileName: row.fileName, contentType: row.contentType, size: row.size };
    },

    /**
     * The attachment and its bytes, when `mayRead` allows its ticket and, for a customer, its message is not an
     * internal note; else 404 as if it did not exist.
     */
    async open(id: number, mayRead: (ticketId: number) => Promise<boolean>, withInternal: boolean) {
      const row = await findAttachment(db, id);
      const visible = async (ticketId: number) =>
        withInternal || (await listMessages(db, ticketId, false)).some((m) => m.id === row?.messageId);
      if (!row || !(await mayRead(row.ticketId)) || !(await visible(row.ticketId)))
        throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.attachmentNotFound);
      return { row, stream: await fileStore.get(row.fileKey) };
    },
  };
}

export type Attachments = ReturnType<typeof createAttachments>;
