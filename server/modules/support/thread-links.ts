import { createHmac, timingSafeEqual } from 'node:crypto';

// A thread's signed link (/support/thread?token=…) and its signed reply address, built like the billing centre's
// links: a key derived from the server's secret (SecretBox.deriveKey('support-thread')), nothing stored per link,
// and a token cannot be pointed at another ticket. Link: base64url(JSON {v, t, x}) '.' base64url(HMAC-SHA256).
// Reply address: reply+<ticket>-<first 20 base32-ish chars of HMAC('reply:' + ticket)>@<inbound domain>, which
// matches an inbound mail to its thread without trusting the subject.
// An upload token ({v, t, x, p: 'upload'}) only adds files to a new guest ticket's first message: the person who
// just wrote it gets it in the answer, while reading the thread still takes the link mailed to the address.

interface Payload {
  v: 1;
  t: number;
  x: number;
  p?: 'upload';
}

export type ThreadLinkCheck = { ok: true; ticketId: number } | { ok: false; reason: 'expired' | 'invalid' };

export interface ThreadLinks {
  sign(ticketId: number): string;
  verify(token: string): ThreadLinkCheck;
  signUpload(ticketId: number, ttlMs: number): string;
  /** A thread link or an upload token: either may add files; only a thread link may read. */
  verifyUpload(token: string): ThreadLinkCheck;
  replyLocalPart(ticketId: number): string;
  /** The ticket a reply address's local part names, or null when its signature does not check out. */
  ticketOfReplyAddress(address: string): number | null;
}

export function createThreadLinks(key: Buffer, ttlMs: number, now: () => Date): ThreadLinks {
  const mac = (body: string) => createHmac('sha256', key).update(body).digest();
  const replyTag = (ticketId: number) => mac(`reply:${ticketId}`).toString('hex').slice(0, 20);
  const same = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);

  const seal = (payload: Payload) => {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${mac(body).toString('base64url')}`;
  };
  function check(token: string, purposes: (Payload['p'] | undefined)[]): ThreadLinkCheck {
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
    if (!purposes.includes(payload.p)) return { ok: false, reason: 'invalid' };
    if (now().getTime() >= payload.x) return { ok: false, reason: 'expired' };
    return { ok: true, ticketId: payload.t as number };
  }

  return {
    sign: (ticketId) => seal({ v: 1, t: ticketId, x: now().getTime() + ttlMs }),
    verify: (token) => check(token, [undefined]),
    signUpload: (ticketId, uploadTtlMs) => seal({ v: 1, t: ticketId, x: now().getTime() + uploadTtlMs, p: 'upload' }),
    verifyUpload: (token) => check(token, [undefined, 'upload']),
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
