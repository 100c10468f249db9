import type { ParsedInboundMail } from '../../integrations/mailgun/inbound.js';

// The InboundMail seam: a provider's webhook turns into one ParsedInboundMail (the Mailgun route in
// integrations/mailgun/ is the first; Postmark's inbound JSON would be a second verify + parse pair), and the desk
// takes it from there the same way whoever sent it. Here: which mail is a machine's (never answered, never
// added), and the new text of a reply without the quoted history.

export type InboundMail = ParsedInboundMail;

export interface InboundMailProvider {
  id: string;
  /** The request's own proof that the provider sent it (a signature), checked before anything is read. */
  verify(signingKey: string, fields: Record<string, unknown>, now: Date): boolean;
  parse(fields: Record<string, unknown>): InboundMail;
}

const BOUNCE_SENDERS = /^(mailer-daemon|postmaster|no-?reply|bounces?)(\+[^@]*)?@/i;

/**
 * Why a mail must not enter a thread, or null when a person wrote it: auto-replies and bulk mail (RFC 3834
 * Auto-Submitted, Precedence, the common X-Autoreply headers), bounces (the null sender, a mailer daemon, a
 * delivery report) and mail from our own addresses, any of which answered would start a loop.
 */
export function machineMailReason(mail: InboundMail, ownAddresses: readonly string[], replyDomain: string | null) {
  const h = mail.headers;
  const autoSubmitted = (h['auto-submitted'] ?? '').trim().toLowerCase();
  if (autoSubmitted && autoSubmitted !== 'no') return 'auto-submitted';
  if (/^(bulk|junk|list|auto_reply)$/i.test((h.precedence ?? '').trim())) return 'precedence';
  if ('x-autoreply' in h || 'x-autorespond' in h || (h['x-auto-response-suppress'] ?? '').match(/\b(all|oof)\b/i))
    return 'auto-reply';
  if (!mail.envelopeSender || mail.envelopeSender === '<>' || BOUNCE_SENDERS.test(mail.envelopeSender)) return 'bounce';
  if (BOUNCE_SENDERS.test(mail.from) || /multipart\/report/i.test(h['content-type'] ?? '')) return 'bounce';
  const ours = ownAddresses.map((a) => a.toLowerCase());
  if (ours.includes(mail.from) || (replyDomain && mail.from.endsWith(`@${replyDomain.toLowerCase()}`)))
    return 'own-address';
  return null;
}

const QUOTE_START = [
  /^On .{1,300}wrote:\s*$/i, // Gmail, Apple Mail, Thunderbird
  /^Le .{1,300}a écrit\s?:\s*$/i,
  /^Am .{1,300}schrieb .{0,200}:\s*$/i,
  /^-{2,}\s*Original Message\s*-{2,}/i, // Outlook
  /^_{10,}\s*$/, // Outlook's rule above the quoted header block
  /^From:\s.+/i, // a forwarded or quoted header block
  /^Sent from my /i,
  /^-- ?$/, // the signature delimiter
];

/** The new text of a reply: everything above the first quoted line, quote header or signature. */
export function stripQuotedHistory(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trimStart().startsWith('>')) break;
    // "On … wrote:" is often wrapped over two lines.
    const joined = `${line} ${lines[i + 1] ?? ''}`.trim();
    if (QUOTE_START.some((re) => re.test(line.trim())) || (/^On\s/i.test(line.trim()) && /wrote:\s*$/i.test(joined)))
      break;
    kept.push(line);
  }
  return kept.join('\n').trim();
}
