import { createHmac, timingSafeEqual } from 'node:crypto';

// A thread's signed link (/support/thread?token=…) and its signed reply address, built like the billing centre's
// links: a key derived from the server's secret (SecretBox.deriveKey('support-thread')), nothing stored per link,
// and a token cannot be pointed at another ticket. Link: base64url(JSON {v, t, x}) '.' base64url(HMAC-SHA256).
// Reply address: reply+<ticket>-<first 20 base32-ish chars of HMAC('reply:' + ticket)>@<inbound domain>, which
// matches an inbound mail to its thread without trusting the subject.

interface Payload {
  v: 1;
  t: number;
  x: number;
}

export type ThreadLinkCheck = { ok: true; ticketId: number } | { ok: false; reason: 'expired' | 'invalid' };

export interface ThreadLinks {
  sign(ticketId: number): string;
  verify(token: string): ThreadLinkCheck;
  replyLocalPart(ticketId: number): string;
  /** The ticket a reply address's local part names, or null when its signature does not check out. */
  ticketOfReplyAddress(address: string): number | null;
}

export function createThreadLinks(key: Buffer, ttlMs: number, now: () => Date): ThreadLinks {
  const mac = (body: string) => createHmac('sha256', key).update(body).digest();
  const replyTag = (ticketId: number) => mac(`reply:${ticketId}`).toString('hex').slice(0, 20);
  const same = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);

  return {
    sign(ticketId) {
      const payload: Payload = { v: 1, t: ticketId, x: now().getTime() + ttlMs };
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${body}.${mac(body).toString('base64url')}`;
    },
    verify(token) {
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
      if (!same(Buffer.from(signature, 'base64url'), mac(body))) return { ok: false, reason: 'invalid' };
      let payload: Partial<Payload>;
      try {
        payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<Payload>;
      } catch {
        return { ok: false, reason: 'invalid' };
      }
      if (payload.v !== 1 || !Number.isInteger(payload.t) || typeof payload.x !== 'number')
        return { ok: false, reason: 'invalid' };
      if (now().getTime() >= payload.x) return { ok: false, reason: 'expired' };
      return { ok: true, ticketId: payload.t as number };
    },
    replyLocalPart: (ticketId) => `reply+${ticketId}-${replyTag(ticketId)}`,
    ticketOfReplyAddress(address) {
      const local = address.trim().toLowerCase().split('@')[0] ?? '';
      const match = /^reply\+(\d{1,10})-([0-9a-f]{20})$/.exec(local);
      if (!match) return null;
      const ticketId = Number(match[1]);
      return same(Buffer.from(match[2]!), Buffer.from(replyTag(ticketId))) ? ticketId : null;
    },
  };
}
