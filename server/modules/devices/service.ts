import type { AuditTrail } from '../../lib/audit-trail.js';
import { listDevicesOfUser } from './personal-data-repo.js';
import { DEVICE_LIMIT_MESSAGE, type DeviceInfo, type DeviceLimitResult } from '../../../contract/accounts.js';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { GroupService } from '../groups/index.js';
import { RATE_LIMITS, type RateLimitService } from '../rate-limit/index.js';
import {
  countFingerprintsOfUser,
  countRegistrationsFromFingerprint,
  lockFingerprint,
  upsertFingerprint,
  type FingerprintRow,
} from './repo.js';
import { readRegistrationSettings, writeRegistrationSettings } from './settings-repo.js';

export interface DeviceServiceDeps {
  /** The audit log: registration settings changes. */
  audit?: AuditTrail;
  db: Db;
  groups: GroupService;
  rateLimits: RateLimitService;
  now: () => Date;
}

/** The device a registration or sighting comes from: the client's fingerprint plus the address we saw. */
export interface DeviceSighting {
  fingerprintHash?: string | null;
  deviceInfo?: DeviceInfo | null;
  /** The request's address, kept when the browser's own IP lookup sent none. */
  ip?: string;
}

export function createDeviceService({ db, groups, rateLimits, now, audit }: DeviceServiceDeps) {
  function toRow(userId: number | null, fingerprintHash: string, sighting: DeviceSighting): FingerprintRow {
    const info = sighting.deviceInfo ?? {};
    return {
      userId,
      fingerprintHash,
      userAgent: info.userAgent ?? null,
      screenResolution: info.screenResolution ?? null,
      timezone: info.timezone ?? null,
      language: info.language ?? null,
      deviceMemory: info.deviceMemory ?? null,
      hardwareConcurrency: info.hardwareConcurrency ?? null,
      connectionType: info.connectionType ?? null,
      platformInfo: info.platformInfo ?? null,
      canvasFingerprint: info.canvasFingerprint ?? null,
      webglFingerprint: info.webglFingerprint ?? null,
      audioFingerprint: info.audioFingerprint ?? null,
      ipAddress: info.ipAddress ?? sighting.ip ?? null,
      macAddress: info.macAddress ?? null,
      lastSeen: now(),
    };
  }

  async function readLimitsEnabled(tx: DbOrTx = db): Promise<boolean> {
    // No settings row means nobody turned limits off: the spec's default is on.
    return (await readRegistrationSettings(tx))?.deviceLimitsEnabled ?? true;
  }

  // The admin routes' access hook asks this on every request of an admin without 2FA (a kept admin list
  // answered thousands of times a second paid one query each for it). Kept briefly; this instance's own change drops
  // it at once, another instance's shows within POLICY_KEPT_MS.
  const POLICY_KEPT_MS = 2_000;
  let keptPolicy: { at: number; value: Promise<boolean> } | undefined;
  function adminsRequireTwoFactorKept(): Promise<boolean> {
    const t = now().getTime();
    if (keptPolicy && t - keptPolicy.at < POLICY_KEPT_MS) return keptPolicy.value;
    const kept = { at: t, value: readRegistrationSettings(db).then((row) => row?.adminsRequireTwoFactor ?? false) };
    kept.value.catch(() => {
      if (keptPolicy === kept) keptPolicy = undefined;
    });
    keptPolicy = kept;
    return kept.value;
  }

  async function readSettings(tx: DbOrTx = db) {
    const row = await readRegistrationSettings(tx);
    return {
      deviceLimitsEnabled: row?.deviceLimitsEnabled ?? true,
      adminsRequireTwoFactor: row?.adminsRequireTwoFactor ?? false,
    };
  }

  return {
    /** POST /api/device-fingerprint: remembers the device, for the signed-in user or for nobody. */
    async recordFingerprint(userId: number | null, fingerprintHash: string, sighting: DeviceSighting) {
      if (sighting.ip) await rateLimits.consumeAttempt(RATE_LIMITS.fingerprintPerAddress, sighting.ip);
      return upsertFingerprint(db, toRow(userId, fingerprintHash, sighting));
    },

    /** POST /api/check-device-limits: the pre-check the registration forms make. */
    async checkDeviceLimits(fingerprintHash: string): Promise<DeviceLimitResult> {
      const [deviceLimitsEnabled, limits, currentDevices] = await Promise.all([
        readLimitsEnabled(),
        groups.resolveGroupLimits(null),
        countRegistrationsFromFingerprint(db, fingerprintHash),
      ]);
      return {
        canRegister: !deviceLimitsEnabled || currentDevices < limits.maxDevices,
        currentDevices,
        maxDevices: limits.maxDevices,
        deviceLimitsEnabled,
      };
    },

    /**
     * Runs `createUser` inside the caller's transaction only if the fingerprint still has a registration
     * slot, then records the registration against the new user. Every registration path (regular,
     * anonymous, plugin library, domain) goes through here so the limit is the same everywhere.
     *
     * The advisory lock serialises registrations from one fingerprint, so the count and the insert are
     * atomic: N parallel requests with one slot left give exactly one account.
     *
     * A registration without a fingerprint is allowed: the fingerprint is computed by the browser and is
     * trivially changed or omitted, so refusing its absence would only stop honest clients with privacy
     * tools. The per-address registration rate limit is the backstop (security-test-plan risk 5.4).
     */
    async registerWithinDeviceLimit<T extends { id: number }>(
      tx: Tx,
      sighting: DeviceSighting,
      createUser: () => Promise<T>,
    ): Promise<T> {
      const fingerprintHash = sighting.fingerprintHash;
      if (!fingerprintHash) return createUser();
      await lockFingerprint(tx, fingerprintHash);
      if (await readLimitsEnabled(tx)) {
        const { maxDevices } = await groups.resolveGroupLimits(null, tx);
        if ((await countRegistrationsFromFingerprint(tx, fingerprintHash)) >= maxDevices) {
          throw new AppError('DEVICE_LIMIT', DEVICE_LIMIT_MESSAGE, { deviceLimitReached: true });
        }
      }
      const user = await createUser();
      await upsertFingerprint(tx, { ...toRow(user.id, fingerprintHash, sighting), registeredHere: true });
      return user;
    },

    /** Distinct devices a user has been seen on (group-limits' currentDevices). */
    countUserDevices: (userId: number) => countFingerprintsOfUser(db, userId),

    readRegistrationSettings: () => readSettings(),

    /** The user's devices for their data export. */
    listDevicesOfUser: (userId: number) => listDevicesOfUser(db, userId),

    /** Whether admins must use two-factor sign-in; off when no settings row exists. */
    adminsRequireTwoFactor: async (tx: DbOrTx = db) =>
      (await readRegistrationSettings(tx))?.adminsRequireTwoFactor ?? false,

    /** The same, kept for two seconds at most: for the access hook of every admin request. */
    adminsRequireTwoFactorKept,

    async updateRegistrationSettings(values: { deviceLimitsEnabled: boolean; adminsRequireTwoFactor?: boolean }) {
      await db.transaction(async (tx) => {
        await writeRegistrationSettings(tx, values, now());
        await audit?.record(tx, {
          action: 'settings.registration_changed',
          targetType: 'settings',
          targetId: 'registration',
          details: { ...values },
        });
      });
      keptPolicy = undefined;
      return readSettings();
    },
  };
}

export type DeviceService = ReturnType<typeof createDeviceService>;
