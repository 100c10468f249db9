import type { Db, DbOrTx } from '../../db/client.js';
import type { DeviceService } from '../devices/index.js';
import type { GroupService } from '../groups/index.js';
import type { RateLimitService } from '../rate-limit/index.js';
import type { LoginDeviceSigner } from './login-device.js';
import type { SessionService } from './session-service.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { AuditTrail } from '../../lib/audit-trail.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { ClientMeta } from '../../lib/client-meta.js';

export interface AccountsDeps {
  db: Db;
  sessions: SessionService;
  devices: DeviceService;
  groups: GroupService;
  rateLimits: RateLimitService;
  /** Signs and reads the device cookie of browsers that signed in before (login-device.ts). */
  loginDevices: LoginDeviceSigner;
  log: AuditLog;
  /** The audit log: security events written in the transaction of the change. */
  audit: AuditTrail;
  /** Seals TOTP secrets and keys the 2FA challenge and recovery-code digests. */
  secretBox: SecretBox;
  now: () => Date;
  /** What other modules do inside the transaction of an account event (mail, pixel); see AccountEvents. */
  events?: AccountEvents;
  /** Whether mail can go out now (SMTP set up); a confirmation link is not promised otherwise. */
  mailReady?: () => Promise<boolean>;
  /** Where a suspended user is told to write: the admin's support contact, or null (never a no-reply address). */
  supportContact?: () => Promise<string | null>;
}

/** An account as the event hooks see it. */
export interface AccountSubject {
  id: number;
  username: string;
  email: string | null;
}

/**
 * Hooks other modules plug into account events, called inside the event's own transaction so what they write
 * (an outbox message, a Conversions API job) exists exactly when the event does. `afterCommit` wakes job runners.
 */
export interface AccountEvents {
  /** Generated credentials were issued (anonymous and domain registrations, admin-created accounts). */
  credentialsIssued?(
    tx: DbOrTx,
    user: AccountSubject,
    credentials: { username: string; password: string },
  ): Promise<void>;
  /** A user registered through a page (not an admin creating an account for them). */
  registered?(tx: DbOrTx, user: AccountSubject, client: ClientMeta): Promise<void>;
  /** A non-blank e-mail was saved on the account. */
  emailSet?(tx: DbOrTx, user: AccountSubject): Promise<void>;
  /** A link to confirm `user.email` was made; `token` goes only into the message (its digest is stored). */
  verificationLinkIssued?(tx: DbOrTx, user: AccountSubject & { email: string }, token: string): Promise<void>;
  /** The password changed: by the user or an admin ('changed'), or through the recovery phrase ('recovered'). */
  passwordReplaced?(
    tx: DbOrTx,
    user: AccountSubject,
    how: 'changed' | 'recovered',
    client: ClientMeta | null,
  ): Promise<void>;
  /** An admin turned off the user's two-factor sign-in (they had lost their authenticator and recovery codes). */
  twoFactorReset?(tx: DbOrTx, user: AccountSubject): Promise<void>;
  afterCommit?(): void;
}
