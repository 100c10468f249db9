import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.js';
import { LOCALES } from './i18n/locales.js';
import { emailSchema, safeText } from './common.js';

export * from './account-messages.js';

// Shapes of 000 §3 and §7 for users, sign-in, registration and recovery. Messages are the spec's words.

export const userSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(['client', 'admin']),
  profileImageUrl: z.string().nullable(),
  /** The language chosen with the switcher; null until chosen (the browser's language is used meanwhile). */
  locale: z.enum(LOCALES).nullable().optional(),
  isAnonymous: z.boolean(),
  userGroupId: z.number().nullable(),
  createdAt: z.string(),
  /** Only in the registration answer: the generated password, shown once. */
  displayPassword: z.string().optional(),
});
export type User = z.infer<typeof userSchema>;

const password = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** Device details sent with registrations (000 §3 device fingerprint record, without the hash). */
export const deviceInfoSchema = z
  .object({
    userAgent: safeText(1000).optional(),
    screenResolution: safeText(100).optional(),
    timezone: safeText(100).optional(),
    language: safeText(100).optional(),
    deviceMemory: z
      .union([z.string().max(50), z.number()])
      .transform(String)
      .optional()
      .nullable(),
    hardwareConcurrency: z
      .union([z.string().max(50), z.number()])
      .transform(String)
      .optional()
      .nullable(),
    connectionType: safeText(100).optional().nullable(),
    platformInfo: z.string().max(20_000).optional(),
    canvasFingerprint: z.string().max(200).optional(),
    webglFingerprint: z.string().max(2000).optional(),
    audioFingerprint: z.string().max(200).optional(),
    ipAddress: safeText(100).optional().nullable(),
    macAddress: safeText(100).optional().nullable(),
  })
  .strip();
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;

export const fingerprintHashSchema = z.string().regex(/^[0-9a-f]{64}$/, 'Invalid device fingerprint');

export const deviceFingerprintBody = deviceInfoSchema.extend({ fingerprintHash: fingerprintHashSchema });
export type DeviceFingerprintBody = z.infer<typeof deviceFingerprintBody>;

// `{ error }` on the base type makes a missing field read like an empty one ('… is required').
export const loginBody = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(254),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export const authResponse = z.object({ token: z.string(), user: userSchema });

export const usernameSchema = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(32, 'Username must be at most 32 characters')
  .regex(/^[a-zA-Z0-9_.-]+$/, 'Username may contain only letters, digits, dots, hyphens and underscores');

export const registerBody = z.object({
  username: z.union([usernameSchema, z.literal('')]).optional(),
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').pipe(emailSchema),
  password,
  firstName: safeText(100).trim().optional().nullable(),
  lastName: safeText(100).trim().optional().nullable(),
  fingerprintHash: fingerprintHashSchema.optional(),
  deviceInfo: deviceInfoSchema.optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const registerAnonymousBody = z.object({
  email: z.string({ error: 'Please enter a valid email address' }).pipe(emailSchema),
  fingerprintHash: fingerprintHashSchema.optional(),
  deviceInfo: deviceInfoSchema.optional(),
});
export const registerAnonymousResponse = z.object({
  token: z.string(),
  user: userSchema,
  username: z.string(),
  password: z.string(),
  recoveryPhrase: z.string(),
  email: z.string().nullable(),
  message: z.string(),
});

export const recoverAccountBody = z.object({
  recoveryPhrase: z
    .string({ error: 'Recovery phrase is required' })
    .trim()
    .min(1, 'Recovery phrase is required')
    .max(500),
});
export const recoverAccountResponse = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string().nullable(),
  role: z.enum(['client', 'admin']),
  isAnonymous: z.boolean(),
  newPassword: z.string(),
  recoveryPhrase: z.string(),
});

/**
 * PATCH /api/user/{id} in its three forms: {email}; {firstName, lastName, email}; {password, currentPassword}.
 * Strict: any other key (role, userGroupId...) is refused, not silently applied.
 */
export const updateUserBody = z
  .object({
    email: z
      .union([emailSchema, z.literal('').transform(() => null), z.null()], {
        error: 'Please enter a valid email address',
      })
      .optional(),
    firstName: safeText(100).trim().optional().nullable(),
    lastName: safeText(100).trim().optional().nullable(),
    password: password.optional(),
    currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    /** The switcher's choice, kept on the account (its mail follows it). */
    locale: z.enum(LOCALES).optional(),
    /** A user with two-factor on changing their own password or e-mail sends a code (or a recovery code). */
    twoFactorCode: z.string().trim().max(40).optional(),
  })
  .strict();
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const checkEmailExistsBody = z.object({
  email: z.string({ error: 'Please enter a valid email address' }).pipe(emailSchema),
});
export const checkEmailExistsResponse = z.object({ hasAccess: z.boolean() });
export const updateEmailBody = z.object({
  email: z.string({ error: 'Please enter a valid email address' }).pipe(emailSchema),
  /** Required when two-factor is on. */
  twoFactorCode: z.string().trim().max(40).optional(),
});
export const updateEmailResponse = z.object({ message: z.string(), user: userSchema });

export const deviceLimitResult = z.object({
  canRegister: z.boolean(),
  currentDevices: z.number(),
  maxDevices: z.number(),
  deviceLimitsEnabled: z.boolean(),
});
export type DeviceLimitResult = z.infer<typeof deviceLimitResult>;
export const checkDeviceLimitsBody = z.object({ fingerprintHash: fingerprintHashSchema });

export const hostingLimitResult = z.object({
  canCreate: z.boolean(),
  currentAccounts: z.number(),
  maxAccounts: z.number(),
});
export const groupLimitsResult = z.object({
  maxHostingAccounts: z.number(),
  maxDevices: z.number(),
  currentHostingAccounts: z.number(),
  currentDevices: z.number(),
});
/**
 * GET/PUT /api/admin/registration-settings. adminsRequireTwoFactor: when on, an admin without 2FA is
 * sent to set it up (contract/account-safety.ts). Optional in a PUT body: absent keeps the stored value.
 */
export const registrationSettingsSchema = z.object({
  deviceLimitsEnabled: z.boolean(),
  adminsRequireTwoFactor: z.boolean(),
});
export const registrationSettingsBody = z.object({
  deviceLimitsEnabled: z.boolean(),
  adminsRequireTwoFactor: z.boolean().optional(),
});
