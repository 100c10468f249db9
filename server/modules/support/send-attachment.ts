import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from '../../http/attachment-disposition.js';
import type { AttachmentRow } from './repo.js';

/** An attachment leaves as a download: never rendered in our origin, never sniffed, never cached. */
export function sendAttachment(reply: FastifyReply, file: { row: AttachmentRow; stream: Readable }) {
  const extension = file.row.fileName.slice(file.row.fileName.lastIndexOf('.'));
  return reply
    .header('content-type', file.row.contentType)
    .header('content-disposition', attachmentDisposition(file.row.fileName, extension))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-length', String(file.row.size))
    .send(file.stream);
}
