import { createHmac, timingSafeEqual } from 'node:crypto';

// A backup's download link carries a signed, short-lived grant: which account's which archive, for whom, until
// when. The browser follows it without its bearer header, so the URL is the credential; it is useless after
// BACKUP_LINK_TTL_MS and cannot be pointed at another file, account or person without breaking the MAC.

export const BACKUP_LINK_TTL_MS = 10 * 60_000;
export const BACKUP_DOWNLOAD_PREFIX = '/api/site-backups/';

export interface BackupGrant {
  accountId: number;
  userId: number;
  file: string;
  expiresAt: number;
}

export function createBackupLinkSigner(key: Buffer, now: () => Date) {
  const mac = (body: string) => createHmac('sha256', key).update(body).digest();
  return {
    sign(grant: Omit<BackupGrant, 'expiresAt'>): string {
      const body = Buffer.from(
        JSON.stringify({ a: grant.accountId, u: grant.userId, f: grant.file, e: now().getTime() + BACKUP_LINK_TTL_MS }),
      ).toString('base64url');
      return `${body}.${mac(body).toString('base64url')}`;
    },
    /** The grant, or null when the token is malformed, tampered with or expired. */
    verify(token: string): BackupGrant | null {
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined) return null;
      const expected = mac(body);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const p = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
          a: unknown;
          u: unknown;
          f: unknown;
          e: unknown;
        };
        if (!Number.isInteger(p.a) || !Number.isInteger(p.u) || typeof p.f !== 'string' || typeof p.e !== 'number')
          return null;
        if (now().getTime() >= p.e) return null;
        return { accountId: p.a as number, userId: p.u as number, file: p.f, expiresAt: p.e };
      } catch {
        return null;
      }
    },
  };
}

export type BackupLinkSigner = ReturnType<typeof createBackupLinkSigner>;
