import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt } from './columns.js';

export const userGroups = pgTable(
  'user_groups',
  {
    id: id(),
    name: text('name').notNull().unique(),
    displayName: text('display_name').notNull(),
    description: text('description'),
    maxHostingAccounts: integer('max_hosting_accounts').notNull().default(2),
    maxDevices: integer('max_devices').notNull().default(2),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('user_groups_limits_positive', sql`${t.maxHostingAccounts} >= 1 and ${t.maxDevices} >= 1`)],
);

// displayPassword is never stored: it is returned once in the registration response (docs/decisions.md).
export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull().unique(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    // SHA-256 of a 128-bit phrase: unique, looked up directly, never reversible.
    recoveryPhraseHash: text('recovery_phrase_hash').unique(),
    isAnonymous: boolean('is_anonymous').notNull().default(true),
    role: text('role', { enum: ['client', 'admin'] })
      .notNull()
      .default('client'),
    userGroupId: integer('user_group_id').references(() => userGroups.id, { onDelete: 'set null' }),
    // Two-factor: TOTP secrets sealed with the secret box; the pending one waits for its first code.
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: at('totp_enabled_at'),
    // The last 30-second step a code was accepted for: the same code cannot be used twice (RFC 6238 §5.2).
    totpLastStep: integer('totp_last_step'),
    // An admin suspended the person. Sessions are refused while set; the reason is shown at sign-in.
    suspendedAt: at('suspended_at'),
    suspendReason: text('suspend_reason'),
    // The language the person chose with the switcher (contract/i18n/locales.ts); null until they choose. Their
    // mail goes out in it, and it stands in for the browser's Accept-Language on their requests.
    locale: text('locale'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    // Sign-in matches usernames case-insensitively: this index serves that lookup and forbids case-only twins.
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    // The admin lists' search (a substring of the username or e-mail): trigram indexes serve LIKE '%…%'.
    index('users_username_trgm_idx').using('gin', sql`lower(${t.username}) gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    // System → Status counts the sign-ups of the last minute and hour: a range read, not a scan of every user.
    index('users_created_at_idx').on(t.createdAt),
    check('users_role_valid', sql`${t.role} in ('client', 'admin')`),
  ],
);

export const deviceFingerprints = pgTable(
  'device_fingerprints',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    fingerprintHash: text('fingerprint_hash').notNull(),
    // true on the row written by a registration: these rows are what the per-device limit counts.
    registeredHere: boolean('registered_here').notNull().default(false),
    macAddress: text('mac_address'),
    userAgent: text('user_agent'),
    screenResolution: text('screen_resolution'),
    timezone: text('timezone'),
    language: text('language'),
    platformInfo: text('platform_info'),
    ipAddress: text('ip_address'),
    canvasFingerprint: text('canvas_fingerprint'),
    webglFingerprint: text('webgl_fingerprint'),
    audioFingerprint: text('audio_fingerprint'),
    deviceMemory: text('device_memory'),
    hardwareConcurrency: text('hardware_concurrency'),
    connectionType: text('connection_type'),
    lastSeen: at('last_seen').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('device_fingerprints_user_hash_unique').on(t.userId, t.fingerprintHash).nullsNotDistinct(),
    index('device_fingerprints_hash_idx').on(t.fingerprintHash),
  ],
);

export const registrationSettings = pgTable('registration_settings', {
  id: id(),
  deviceLimitsEnabled: boolean('device_limits_enabled').notNull().default(true),
  adminsRequireTwoFactor: boolean('admins_require_two_factor').notNull().default(false),
  updatedAt: updatedAt(),
});

// sid is the SHA-256 of the bearer token: a stolen database dump yields no usable token.
export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    // The number the sessions list shows and revokes by: the sid (a token digest) never leaves the server.
    id: serial('id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sess: jsonb('sess').$type<{ ip?: string; userAgent?: string }>().notNull().default({}),
    // Idle expiry, pushed forward as the token is used; never beyond absoluteExpire.
    expire: at('expire').notNull(),
    absoluteExpire: at('absolute_expire').notNull(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expire_idx').on(t.expire)],
);

// Fixed-window counters for rate limits, in PostgreSQL so every instance shares them.
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  resetAt: at('reset_at').notNull(),
});

// Ten single-use recovery codes per account with two-factor on; SHA-256 of the normalised code (128-bit random).
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_recovery_codes_user_idx').on(t.userId),
    unique('user_recovery_codes_hash_unique').on(t.userId, t.codeHash),
  ],
);

// A sign-in challenge (two-factor/codes.ts, stateless and signed) works once. Its digest is written here in
// the transaction that starts the session; a second code on the same challenge hits the primary key and is refused.
// Rows are useless after expiresAt and are purged as new ones arrive.
export const twoFactorChallengesUsed = pgTable(
  'two_factor_challenges_used',
  {
    digest: text('digest').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('two_factor_challenges_used_expires_idx').on(t.expiresAt)],
);

// An e-mail address proven by a link sent to it. One row per user: the address the link was sent to,
// the link's digest while it waits, and when it was followed. The account's e-mail counts as verified only while
// it still equals `email` here, so changing the address ends the proof without touching this table.
export const emailVerifications = pgTable('email_verifications', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  // SHA-256 of the link's token (tokens.ts); null once followed.
  tokenHash: text('token_hash').unique(),
  sentAt: at('sent_at').notNull(),
  verifiedAt: at('verified_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
