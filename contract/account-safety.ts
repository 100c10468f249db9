import { z } from 'zod';
import { authResponse } from './accounts.js';
import { PASSWORD_MAX_LENGTH } from './constants.js';
import { INT4_MAX, pageInfoSchema, safeText } from './common.js';
import { ACCOUNT_SAFETY_MESSAGES } from './account-safety-messages.js';

export * from './account-safety-messages.js';

// Two-factor sign-in, sessions, the audit log, hosting suspension, and the user's own data (export and
// erasure). The spec is silent on all of it; decisions and reasons are in docs/decisions.md, 'Account safety'.

// ---------------------------------------------------------------------------------------------------------
// Messages (the web shows them as they are).

const password = z
  .string({ error: 'Current password is required' })
  .min(1, 'Current password is required')
  .max(PASSWORD_MAX_LENGTH);
/** A TOTP code: six digits (spaces the user typed are removed first). */
export const totpCodeSchema = z
  .string({ error: ACCOUNT_SAFETY_MESSAGES.codeRequired })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, ACCOUNT_SAFETY_MESSAGES.codeRequired)
      .regex(/^\d{6}$/, ACCOUNT_SAFETY_MESSAGES.codeFormat),
  );
/** A recovery code as shown: 'xxxxx-xxxxx' (case, spaces and the hyphen are ignored when checked). */
export const recoveryCodeSchema = z.string().trim().min(1, ACCOUNT_SAFETY_MESSAGES.recoveryCodeInvalid).max(40);
export const RECOVERY_CODE_COUNT = 10;

// ---------------------------------------------------------------------------------------------------------
// Two-factor sign-in.

/**
 * POST /api/auth/login answers one of two shapes (200):
 * - the spec's {token, user} (plus `twoFactorSetupRequired: true` when the admin-2FA rule applies to this admin
 *   who has not set it up: admin routes then answer 403 {message: adminSetupRequired, twoFactorSetupRequired: true}
 *   until they turn it on in /settings);
 * - {twoFactorRequired: true, challengeToken, message} when the password was right and the account has 2FA:
 *   no session yet; the browser sends the code with the challenge token to POST /api/auth/2fa within 5 minutes.
 */
export const loginSuccessResponse = authResponse.extend({ twoFactorSetupRequired: z.boolean().optional() });
export const twoFactorChallengeResponse = z.object({
  twoFactorRequired: z.literal(true),
  challengeToken: z.string(),
  message: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeResponse>;
export const loginResponse = z.union([loginSuccessResponse, twoFactorChallengeResponse]);
export type LoginResponse = z.infer<typeof loginResponse>;
/** Lifetime of a challenge token. */
export const TWO_FACTOR_CHALLENGE_TTL_MS = 5 * 60_000;

/** POST /api/auth/2fa (public): exactly one of code / recoveryCode. Answers the login success shape. */
export const twoFactorLoginBody = z
  .object({
    challengeToken: z.string().min(1, ACCOUNT_SAFETY_MESSAGES.challengeExpired).max(500),
    code: totpCodeSchema.optional(),
    recoveryCode: recoveryCodeSchema.optional(),
  })
  .refine((b) => (b.code === undefined) !== (b.recoveryCode === undefined), {
    message: ACCOUNT_SAFETY_MESSAGES.codeRequired,
    path: ['code'],
  });
export const twoFactorLoginResponse = loginSuccessResponse.extend({
  /** Present when a recovery code was used: how many remain. */
  recoveryCodesLeft: z.number().optional(),
});

/** GET /api/user/two-factor (user): the state the settings page shows. */
export const twoFactorStatusResponse = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number(),
  /** True when the admin-2FA rule is on and this user is an admin. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusResponse>;

/**
 * The code that proves the second factor for a sensitive change: an authenticator code or a recovery
 * code. Optional in the schemas; the server requires it when the account has two-factor on.
 */
export const secondFactorCodeField = z.string().trim().max(40).optional();

/** POST /api/user/two-factor/setup body: the password is checked before any secret exists. */
export const twoFactorSetupBody = z.object({ currentPassword: password });
/** POST /api/user/two-factor/setup (user): a new secret, pending until confirmed (a new call replaces it). */
export const twoFactorSetupResponse = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** data:image/png;base64,… of the otpauth URI. */
  qrCodeDataUrl: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponse>;

/** POST /api/user/two-factor/confirm (user): turns 2FA on. The ten recovery codes are shown once. */
export const twoFactorConfirmBody = z.object({ code: totpCodeSchema, currentPassword: password });
export const twoFactorConfirmResponse = z.object({ message: z.string(), recoveryCodes: z.array(z.string()) });

/** POST /api/user/two-factor/disable (user): current password and a code (authenticator or a recovery code). */
export const twoFactorDisableBody = z.object({
  currentPassword: password,
  code: z
    .string({ error: ACCOUNT_SAFETY_MESSAGES.codeRequired })
    .trim()
    .min(1, ACCOUNT_SAFETY_MESSAGES.codeRequired)
    .max(40),
});

// ---------------------------------------------------------------------------------------------------------
// Sessions (signed-in devices).

export const sessionSchema = z.object({
  id: z.number(),
  /** e.g. 'Chrome on Windows', or 'Unknown browser'. */
  browser: z.string(),
  userAgent: z.string().nullable(),
  /** The address the session signed in from. */
  address: z.string().nullable(),
  createdAt: z.string(),
  lastSeen: z.string(),
  current: z.boolean(),
});
export type SessionView = z.infer<typeof sessionSchema>;
/** GET /api/user/sessions (user): newest activity first, the current one included and marked. */
export const sessionListResponse = z.object({ sessions: z.array(sessionSchema) });
/** DELETE /api/user/sessions/{id} (user; another user's id answers 404) → {message}. */
/** POST /api/user/sessions/revoke-others (user) → {message, revoked}. */
export const revokeOthersResponse = z.object({ message: z.string(), revoked: z.number() });

// ---------------------------------------------------------------------------------------------------------
// Audit log.

/** Actions written today. The column is free text so later modules add their own (e.g. 'vps_order.completed'). */
export const AUDIT_ACTIONS = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.two_factor_failed',
  'auth.recovery_code_used',
  'two_factor.enabled',
  'two_factor.disabled',
  'two_factor.reset',
  'password.changed',
  'account.recovered',
  'account.exported',
  'account.erased',
  'session.revoked',
  'session.revoked_others',
  'user.created',
  'user.updated',
  'user.role_changed',
  'user.group_assigned',
  'user.deleted',
  'user.suspended',
  'user.unsuspended',
  'auth.sign_in_refused',
  'subscription.paused',
  'subscription.resumed',
  'compute.stopped',
  'compute.started',
  'settings.api_changed',
  'settings.smtp_changed',
  'settings.stripe_changed',
  'settings.stripe_webhook_endpoint',
  'settings.stripe_tax',
  'settings.pixel_changed',
  'settings.header_code_changed',
  'settings.registration_changed',
  'hosting.created',
  'hosting.deleted',
  'hosting.fixed',
  'hosting.package_changed',
  'hosting.suspended',
  'hosting.unsuspended',
  'group.created',
  'group.updated',
  'group.deleted',
  'package.created',
  'package.updated',
  'package.deleted',
  'library.created',
  'library.updated',
  'library.deleted',
  'library.request_processed',
  'compute.changed',
  'order.completed',
  'order.cancelled',
  'payment.refunded',
  'payment.disputed',
  'payment.renewal_failed',
  'payment.reminder_sent',
  'payment.grace_ended',
  'payment.renewal_recovered',
  'job.retried',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
/** The subset a user sees in their own security events. */
export const SECURITY_ACTIONS = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.two_factor_failed',
  'auth.recovery_code_used',
  'two_factor.enabled',
  'two_factor.disabled',
  'two_factor.reset',
  'password.changed',
  'account.recovered',
  'account.exported',
  'session.revoked',
  'session.revoked_others',
  'user.role_changed',
  'auth.sign_in_refused',
  'user.suspended',
  'user.unsuspended',
] as const satisfies readonly AuditAction[];

export const auditEventSchema = z.object({
  id: z.number(),
  at: z.string(),
  /** Who did it; null for anonymous callers (failed sign-in) and the system (webhooks, jobs). */
  actorId: z.number().nullable(),
  /** The actor's current username; null when none or the account no longer exists. */
  actorName: z.string().nullable(),
  /** The actor's current role ('admin' reads as 'Alice (admin)'); null as actorName. */
  actorRole: z.string().nullable(),
  /** The user the event concerns, and their current e-mail (else username); null when none or gone. */
  subjectUserId: z.number().nullable(),
  subjectName: z.string().nullable(),
  action: z.string(),
  /** 'user', 'hosting_account', 'settings', 'group', 'package', 'plugin', 'theme', 'order', … */
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** What changed; secrets appear as '••••' (only whether they changed). */
  details: z.record(z.string(), z.unknown()),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_PAGE_SIZE_MAX = 200;
const isoDate = z
  .string()
  .max(40)
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Invalid date');

/** GET /api/admin/audit-events?action&actorId&targetType&targetId&from&to&page&limit (admin). Newest first. */
export const auditListQuery = z.object({
  action: z
    .string()
    .trim()
    .max(100)
    .regex(/^[a-z_.]*$/, 'Invalid action')
    .optional(),
  actorId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  targetType: z
    .string()
    .trim()
    .max(50)
    .regex(/^[a-z_]*$/, 'Invalid target type')
    .optional(),
  targetId: safeText(100).trim().optional(),
  /** ISO date or date-time, inclusive. */
  from: isoDate.optional(),
  /** ISO date or date-time; a bare date includes the whole day. */
  to: isoDate.optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE_MAX).default(AUDIT_PAGE_SIZE),
});
export type AuditListQuery = z.infer<typeof auditListQuery>;
export const auditListResponse = z.object({
  events: z.array(auditEventSchema),
  pagination: pageInfoSchema,
});
export type AuditListResponse = z.infer<typeof auditListResponse>;
/** GET /api/user/security-events?page&limit (user): the caller's own security events, same answer shape. */
export const securityEventsQuery = auditListQuery.pick({ page: true, limit: true });

// ---------------------------------------------------------------------------------------------------------
// Hosting suspension (admin). The hosting account views carry `suspendReason` (contract/hosting.ts).

/** POST /api/admin/hosting-accounts/{id}/suspend. WHM first; a WHM failure answers 502 and changes nothing. */
export const suspendHostingBody = z.object({
  reason: safeText(255).trim().min(1, ACCOUNT_SAFETY_MESSAGES.reasonRequired),
});
/** POST /api/admin/hosting-accounts/{id}/unsuspend (no body). Both answer this. */
export const suspensionResponse = z.object({
  message: z.string(),
  id: z.number(),
  status: z.string(),
  suspendReason: z.string().nullable(),
});

// ---------------------------------------------------------------------------------------------------------
// Your data.

/**
 * GET /api/user/export (user): one JSON attachment (Content-Disposition: attachment;
 * filename="hostfree-export-<username>-<yyyy-mm-dd>.json"). Never hashes, tokens, secrets or cPanel passwords.
 */
export const userExportSchema = z.object({
  exportedAt: z.string(),
  profile: z.object({
    id: z.number(),
    username: z.string(),
    email: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    role: z.string(),
    isAnonymous: z.boolean(),
    userGroupId: z.number().nullable(),
    twoFactorEnabled: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** When the current e-mail was confirmed by its link (null: not confirmed). */
    emailConfirmedAt: z.string().nullable(),
  }),
  sessions: z.array(sessionSchema.omit({ current: true })),
  devices: z.array(z.record(z.string(), z.unknown())),
  hostingAccounts: z.array(z.record(z.string(), z.unknown())),
  downloads: z.array(z.record(z.string(), z.unknown())),
  pluginRequests: z.array(z.record(z.string(), z.unknown())),
  orders: z.array(z.record(z.string(), z.unknown())),
  donations: z.array(z.record(z.string(), z.unknown())),
  computeInstances: z.array(z.record(z.string(), z.unknown())),
  /** Billing e-mail, name, address and VAT number kept for invoices. */
  billingDetails: z.array(z.record(z.string(), z.unknown())),
  auditEvents: z.array(auditEventSchema),
});
export type UserExport = z.infer<typeof userExportSchema>;

/** GET /api/user/erase (user): what POST would remove and what it keeps, for the confirmation dialog. */
export const erasurePreviewResponse = z.object({
  /** Domains removed from the hosting server first. */
  hostingAccounts: z.array(z.string()),
  devices: z.number(),
  sessions: z.number(),
  downloads: z.number(),
  /** Kept with name, e-mail and address removed (bookkeeping law): donations and paid orders. */
  keptDonations: z.number(),
  keptOrders: z.number(),
  /** False when the caller is the last admin (POST would answer 409). */
  canErase: z.boolean(),
});
export type ErasurePreview = z.infer<typeof erasurePreviewResponse>;

/** POST /api/user/erase (user): current password and the word DELETE. Signs out everywhere. */
export const eraseAccountBody = z.object({
  currentPassword: password,
  confirm: z.string().refine((v) => v === 'DELETE', ACCOUNT_SAFETY_MESSAGES.confirmationRequired),
  /** Required when two-factor is on. */
  twoFactorCode: secondFactorCodeField,
});
export const eraseAccountResponse = z.object({
  message: z.string(),
  removed: z.object({
    hostingAccounts: z.array(z.string()),
    devices: z.number(),
    sessions: z.number(),
    downloads: z.number(),
    pluginRequests: z.number(),
  }),
  kept: z.object({ donations: z.number(), orders: z.number() }),
});
export type EraseAccountResponse = z.infer<typeof eraseAccountResponse>;
