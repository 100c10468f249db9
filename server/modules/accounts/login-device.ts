import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// OWASP's device cookie ("Slow Down Online Guessing Attacks with Device Cookies", referenced by the
// Authentication Cheat Sheet): a browser that signed in to an account successfully gets a cookie naming that
// account and a random device id, signed by the server. Sign-ins that present it are throttled per device,
// apart from everyone else's, so a stranger guessing the password (and earning the per-account limit) cannot
// lock the owner out of their own known browsers. The cookie proves nothing but "this browser signed in to
// this account before"; the password is still checked every time.

export const LOGIN_DEVICE_COOKIE = 'hf_login_device';
/** A year: a known device stays known across normal absences; a new sign-in renews it. */
export const LOGIN_DEVICE_MAX_AGE_S = 365 * 24 * 3600;

export interface LoginDeviceSigner {
  /** A new cookie value for this account. */
  issue(userId: number): string;
  /** The device id when the value is a genuine cookie for this account, else null. */
  deviceOf(value: string | undefined, userId: number): string | null;
}

export function createLoginDeviceSigner(key: Buffer): LoginDeviceSigner {
  const mac = (userId: number, device: string) => createHmac('sha256', key).update(`${userId}.${device}`).digest();
  return {
    issue(userId) {
      const device = randomBytes(16).toString('base64url');
      return `${userId}.${device}.${mac(userId, device).toString('base64url')}`;
    },
    deviceOf(value, userId) {
      if (!value || value.length > 200) return null;
      const [id, device, signature, extra] = value.split('.');
      if (extra !== undefined || !device || !signature || id !== String(userId)) return null;
      const expected = mac(userId, device);
      const given = Buffer.from(signature, 'base64url');
      return given.length === expected.length && timingSafeEqual(given, expected) ? device : null;
    },
  };
}

/** The cookie's value from a Cookie header (no cookie plugin: this is the only cookie the API reads). */
export function readLoginDeviceCookie(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === LOGIN_DEVICE_COOKIE) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** Set-Cookie for the sign-in route only: HttpOnly (scripts never see it), SameSite=Strict, Secure over https. */
export function loginDeviceSetCookie(value: string, isSecure: boolean): string {
  return `${LOGIN_DEVICE_COOKIE}=${value}; Path=/api/auth/login; Max-Age=${LOGIN_DEVICE_MAX_AGE_S}; HttpOnly; SameSite=Strict${isSecure ? '; Secure' : ''}`;
}
