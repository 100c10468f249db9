import type { Db } from '../../db/client.js';
import type { DeviceService } from '../devices/service.js';
import type { GroupService } from '../groups/service.js';
import type { RateLimitService } from '../rate-limit/service.js';
import type { LoginDeviceSigner } from './login-device.js';
import type { SessionService } from './session-service.js';

/** Where authentication events go (security-test-plan P16). Never given passwords, tokens or phrases. */
export interface AuditLog {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}

export interface AccountsDeps {
  db: Db;
  sessions: SessionService;
  devices: DeviceService;
  groups: GroupService;
  rateLimits: RateLimitService;
  /** Signs and reads the device cookie of browsers that signed in before (login-device.ts). */
  loginDevices: LoginDeviceSigner;
  log: AuditLog;
  now: () => Date;
}

/** What a route knows about the caller's connection, passed to services as plain values. */
export interface ClientMeta {
  ip: string;
  userAgent?: string;
  /** The sign-in device cookie the browser sent, if any (login-device.ts); unverified. */
  loginDevice?: string;
}
