import { sniffImage } from '../../storage/sniff.js';

// What an attachment is, from its first bytes: PNG, JPEG, GIF, WebP, PDF or plain UTF-8 text. Never the name or the
// browser's Content-Type. SVG and HTML are refused even though they are text: opened by a browser they run script.

export const ATTACHMENT_SNIFF_BYTES = 4096;

export interface AttachmentType {
  contentType: string;
  extension: string;
}

const MARKUP = /^\s*<(?:!doctype|html|svg|\?xml|script|head|body|iframe|object|embed|[a-z]+[\s>])/i;

export function classifyAttachment(head: Buffer): AttachmentType | null {
  if (head.length === 0) return null;
  const image = sniffImage(head);
  if (image) return image;
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return { contentType: 'application/pdf', extension: '.pdf' };
  return isPlainText(head) ? { contentType: 'text/plain; charset=utf-8', extension: '.txt' } : null;
}

function isPlainText(head: Buffer): boolean {
  // A multi-byte character may be cut at the end of the sample: judge up to its last whole character.
  let end = head.length;
  for (let i = Math.max(0, head.length - 3); i < head.length; i++) if ((head[i]! & 0xc0) === 0xc0) end = i;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, end));
  } catch {
    return false;
  }
  // Control characters other than tab, line breaks and form feed mean a binary file (a zip's headers among them).
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text)) return false;
  return !MARKUP.test(text.replace(/^\uFEFF/, ''));
}

/** A name safe inside Content-Disposition and on any disk: no path, no quotes or controls, at most 120 characters. */
export function safeFileName(name: string, extension: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/[^\w.\- ()]+/g, '_')
    .replace(/^\.+/, '')
    .slice(0, 100);
  const stem = base.replace(/\.[^.]*$/, '') || 'attachment';
  return `${stem}${extension}`;
}
