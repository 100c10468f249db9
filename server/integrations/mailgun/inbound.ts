import { createHmac, timingSafeEqual } from 'node:crypto';

// Mailgun's inbound routes, forward() action, "fully parsed" format (documentation.mailgun.com, Receive → HTTP):
// a POST of application/x-www-form-urlencoded fields, or multipart/form-data when the mail has attachments, with
// recipient, sender (MAIL FROM), from, subject, body-plain, stripped-text, message-headers (a JSON list of
// [name, value] pairs, order kept), attachment-count, and the signature triple timestamp/token/signature:
// signature = hex HMAC-SHA256(timestamp + token) under the account's webhook signing key. Mailgun retries anything
// but 200 and 406 for eight hours; 406 tells it to stop.

/** A signature older (or newer) than this is refused: a captured request cannot be replayed later. */
export const MAILGUN_SIGNATURE_MAX_AGE_MS = 5 * 60_000;

export type MailgunFields = Record<string, unknown>;

const field = (fields: MailgunFields, name: string): string => {
  const value = fields[name];
  if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : '';
  return typeof value === 'string' ? value : '';
};

export function signMailgun(signingKey: string, timestamp: string, token: string): string {
  return createHmac('sha256', signingKey)
    .update(timestamp + token)
    .digest('hex');
}

/** Checks the signature triple of a forwarded message, and that it was signed within the last few minutes. */
export function verifyMailgunSignature(signingKey: string, fields: MailgunFields, now: Date): boolean {
  const timestamp = field(fields, 'timestamp');
  const token = field(fields, 'token');
  const signature = field(fields, 'signature');
  if (!/^\d{1,12}$/.test(timestamp) || token.length < 10 || !/^[0-9a-f]{64}$/.test(signature)) return false;
  if (Math.abs(now.getTime() - Number(timestamp) * 1000) > MAILGUN_SIGNATURE_MAX_AGE_MS) return false;
  const expected = Buffer.from(signMailgun(signingKey, timestamp, token), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

export interface ParsedInboundMail {
  /** The Message-ID header, else Mailgun's token (unique per POST of one message, kept across its retries). */
  messageId: string;
  /** MAIL FROM; empty for a bounce (the null sender). */
  envelopeSender: string;
  /** The address in the From header. */
  from: string;
  recipient: string;
  subject: string;
  text: string;
  /** Mailgun's own quote stripping, when it made one. */
  strippedText: string | null;
  /** Header names lowercased; the first value of each. */
  headers: Record<string, string>;
}

/** The bare address of 'Name <a@b>' or 'a@b', lowercased. */
export function bareAddress(value: string): string {
  const angle = /<([^<>]*)>/.exec(value);
  return (angle ? angle[1]! : value).trim().toLowerCase();
}

export function parseMailgunForward(fields: MailgunFields): ParsedInboundMail {
  const headers: Record<string, string> = {};
  try {
    const list = JSON.parse(field(fields, 'message-headers') || '[]') as unknown;
    if (Array.isArray(list))
      for (const pair of list)
        if (Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'string') {
          const name = pair[0].toLowerCase();
          if (!(name in headers)) headers[name] = pair[1];
        }
  } catch {
    // Garbage headers: judged as a mail without them (the loop checks then rely on the sender and From).
  }
  const stripped = field(fields, 'stripped-text');
  return {
    messageId: (headers['message-id'] ?? field(fields, 'Message-Id')) || `mailgun-token:${field(fields, 'token')}`,
    envelopeSender: bareAddress(field(fields, 'sender')),
    from: bareAddress(field(fields, 'from')),
    recipient: bareAddress(field(fields, 'recipient').split(',')[0] ?? ''),
    subject: field(fields, 'subject'),
    text: field(fields, 'body-plain'),
    strippedText: stripped || null,
    headers,
  };
}
