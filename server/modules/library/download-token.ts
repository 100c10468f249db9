import { createHmac, timingSafeEqual } from 'node:crypto';
import type { LibraryKind } from './repo.js';

// A downloadUrl carries a signed, short-lived grant: which item, for which user, until when. Browsers
// follow it by plain navigation (no bearer header), so the URL itself is the credential; it is useless
// after DOWNLOAD_URL_TTL_MS and cannot be pointed at another item or user without breaking the MAC.
// Format: base64url(JSON payload) '.' base64url(HMAC-SHA256(payload)).

export interface DownloadGrant {
  kind: LibraryKind;
  itemId: number;
  userId: number;
  /** Unix milliseconds. */
  expiresAt: number;
}

interface Payload {
  k: 'p' | 't';
  i: number;
  u: number;
  e: number;
}

export interface DownloadSigner {
  sign(grant: Omit<DownloadGrant, 'expiresAt'>): string;
  /** The grant, or null when the token is malformed, tampered with or expired. */
  verify(token: string): DownloadGrant | null;
}

export function createDownloadSigner(key: Buffer, ttlMs: number, now: () => Date): DownloadSigner {
  const mac = (body: string) => createHmac('sha256', key).update(body).digest();
  return {
    sign({ kind, itemId, userId }) {
      const payload: Payload = { k: kind === 'plugin' ? 'p' : 't', i: itemId, u: userId, e: now().getTime() + ttlMs };
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${body}.${mac(body).toString('base64url')}`;
    },
    verify(token) {
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined) return null;
      const expected = mac(body);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let payload: Payload;
      try {
        payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
      } catch {
        return null;
      }
      if (!Number.isInteger(payload.i) || !Number.isInteger(payload.u) || typeof payload.e !== 'number') return null;
      if (payload.k !== 'p' && payload.k !== 't') return null;
      if (now().getTime() >= payload.e) return null;
      return {
        kind: payload.k === 'p' ? 'plugin' : 'theme',
        itemId: payload.i,
        userId: payload.u,
        expiresAt: payload.e,
      };
    },
  };
}
