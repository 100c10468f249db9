import { createHmac, timingSafeEqual } from 'node:crypto';

// The billing centre's signed link (/billing?token=…): the e-mail address it opens and until when, signed with a key
// derived from the server's secret (SecretBox.deriveKey('billing-link')), so nothing is stored per link and a link
// cannot be pointed at another address. Format: base64url(JSON payload) '.' base64url(HMAC-SHA256(payload)).
// An authentic but expired token still names its address: the page's one-click "Send me a new link" re-sends to it.

interface Payload {
  v: 1;
  e: string;
  x: number;
}

export type BillingLinkCheck =
  | { ok: true; email: string; expiresAt: Date }
  | { ok: false; reason: 'expired'; email: string }
  | { ok: false; reason: 'invalid' };

export interface BillingLinkSigner {
  sign(email: string): { token: string; expiresAt: Date };
  verify(token: string): BillingLinkCheck;
}

export function createBillingLinkSigner(key: Buffer, ttlMs: number, now: () => Date): BillingLinkSigner {
  const mac = (body: string) => createHmac('sha256', key).update(body).digest();
  return {
    sign(email) {
      const expiresAt = new Date(now().getTime() + ttlMs);
      const payload: Payload = { v: 1, e: email.trim().toLowerCase(), x: expiresAt.getTime() };
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return { token: `${body}.${mac(body).toString('base64url')}`, expiresAt };
    },
    verify(token) {
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
      const expected = mac(body);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return { ok: false, reason: 'invalid' };
      let payload: Partial<Payload>;
      try {
        payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<Payload>;
      } catch {
        return { ok: false, reason: 'invalid' };
      }
      if (payload.v !== 1 || typeof payload.e !== 'string' || !payload.e.includes('@') || typeof payload.x !== 'number')
        return { ok: false, reason: 'invalid' };
      if (now().getTime() >= payload.x) return { ok: false, reason: 'expired', email: payload.e };
      return { ok: true, email: payload.e, expiresAt: new Date(payload.x) };
    },
  };
}
