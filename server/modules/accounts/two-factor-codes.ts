import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT } from '../../../contract/account-safety.js';

// TOTP (RFC 6238: SHA-1, 6 digits, 30 s, what every authenticator app reads) through otplib, recovery codes,
// and the signed challenge that carries a right password to the code step.

export const TOTP_ISSUER = 'HostFree';
const PERIOD_S = 30;

export const newTotpSecret = (): string => generateSecret({ length: 20 });

export function otpauthUri(secret: string, label: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label, secret });
}

export const qrCodeDataUrl = (uri: string): Promise<string> =>
  QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 240 });

/**
 * The 30-second step the code belongs to when it is right (one step either side for clock drift), or null.
 * A code at or before `afterStep` is refused: each code works once (RFC 6238 §5.2).
 */
export async function verifyTotp(
  secret: string,
  code: string,
  at: Date,
  afterStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(at.getTime() / 1000),
    epochTolerance: PERIOD_S,
    ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes of 12 characters (~59 bits each) shown as 'xxxx-xxxx-xxxx'. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(12);
    const chars = [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
  });
}

export const normaliseRecoveryCode = (code: string): string => code.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Keyed with a server secret, so a copy of the database alone cannot be searched for the codes. */
export function recoveryCodeHasher(key: Buffer) {
  return (code: string) => createHmac('sha256', key).update(normaliseRecoveryCode(code)).digest('hex');
}

/**
 * The challenge after a right password: `userId.expiresMs.nonce.mac`. Bound to the account's current password hash
 * and 2FA secret, so it dies with a password change or a 2FA reset; short-lived; useless without a code. The nonce
 * makes each sign-in's challenge its own (a challenge is used once, and two sign-ins in one millisecond
 * must not share one).
 */
export function challengeSigner(key: Buffer) {
  const bind = (passwordHash: string, totpSecret: string) =>
    createHash('sha256').update(`${passwordHash}|${totpSecret}`).digest('hex');
  const mac = (userId: number, expires: number, nonce: string, binding: string) =>
    createHmac('sha256', key).update(`${userId}.${expires}.${nonce}.${binding}`).digest();
  return {
    issue(userId: number, expires: number, passwordHash: string, totpSecret: string): string {
      const nonce = randomBytes(12).toString('base64url');
      return `${userId}.${expires}.${nonce}.${mac(userId, expires, nonce, bind(passwordHash, totpSecret)).toString('base64url')}`;
    },
    /** The user id and expiry it claims (still to be checked with `matches` against the account). */
    read(token: string): { userId: number; expires: number; nonce: string } | null {
      const [id, exp, nonce, signature, extra] = token.split('.');
      if (
        extra !== undefined ||
        !id ||
        !exp ||
        !nonce ||
        !signature ||
        !/^\d{1,10}$/.test(id) ||
        !/^\d{1,15}$/.test(exp) ||
        !/^[\w-]{16}$/.test(nonce)
      )
        return null;
      return { userId: Number(id), expires: Number(exp), nonce };
    },
    /** What the used-challenge table keeps: the token itself is never stored. */
    digest: (token: string) => createHash('sha256').update(token).digest('hex'),
    matches(token: string, passwordHash: string, totpSecret: string): boolean {
      const parsed = this.read(token);
      if (!parsed) return false;
      const expected = mac(parsed.userId, parsed.expires, parsed.nonce, bind(passwordHash, totpSecret));
      const given = Buffer.from(token.split('.')[3] ?? '', 'base64url');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
