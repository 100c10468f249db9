import type { SupportMessage } from '../../../../contract/support.js';
import { throwIfResNotOk } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { downloadFile } from '../../../lib/download-file';
import { getAuthToken } from '../../../lib/storage';

type Attachment = SupportMessage['attachments'][number];

/**
 * Where a file is sent and fetched: a signed-in person's ticket (bearer token), or a guest's thread (the mailed
 * link's token, or a new ticket's upload token, in the query).
 */
export type AttachmentTarget = { kind: 'ticket'; ticketId: number } | { kind: 'thread'; token: string };

const authHeaders = (): Record<string, string> => {
  const token = getAuthToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
};

/** Sends one file as the request body (the server streams it to storage and judges it by its bytes). */
export async function uploadAttachment(target: AttachmentTarget, file: File): Promise<Attachment> {
  const name = encodeURIComponent(file.name);
  const url =
    target.kind === 'ticket'
      ? `/api/support/tickets/${target.ticketId}/attachments?name=${name}`
      : `/api/support/thread/attachments?token=${encodeURIComponent(target.token)}&name=${name}`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/octet-stream', ...authHeaders() },
    body: file,
  });
  await throwIfResNotOk(res);
  return (await res.json()) as Attachment;
}

/** Saves an attachment: fetched with the caller's credentials (a plain link could not carry the bearer token). */
export async function downloadAttachment(target: AttachmentTarget, attachment: Attachment): Promise<void> {
  const url =
    target.kind === 'ticket'
      ? `/api/support/attachments/${attachment.id}`
      : `/api/support/thread/attachments/${attachment.id}?token=${encodeURIComponent(target.token)}`;
  const res = await fetch(url, { headers: authHeaders() });
  await throwIfResNotOk(res);
  downloadFile(await res.blob(), attachment.fileName);
}

/** A file the server refused, with its own words (type, size, emptiness). */
export interface UploadFailure {
  fileName: string;
  message: string;
}

/** Sends the files one after the other; a refused file does not stop the others. */
export async function uploadAttachments(target: AttachmentTarget, files: File[]): Promise<UploadFailure[]> {
  const failures: UploadFailure[] = [];
  for (const file of files) {
    try {
      await uploadAttachment(target, file);
    } catch (error) {
      failures.push({ fileName: file.name, message: errorMessage(error, 'The file could not be sent') });
    }
  }
  return failures;
}
