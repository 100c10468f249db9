import { z } from 'zod';
import { deviceInfoSchema, fingerprintHashSchema, userSchema } from './accounts.js';
import { emailSchema, INT4_MAX, pageInfoSchema, safeText } from './common.js';
import { SUSPENSION_REASON_CODES } from './hosting-suspension-reasons.js';
import { ADMIN_HOSTING_PAGE_SIZE, ADMIN_HOSTING_PAGE_SIZE_MAX, HOSTING_MESSAGES } from './hosting-constants.js';

// Free hosting: domain search, hosting accounts, per-account stats, cPanel sign-on (000 §3, §4, §5, §7) and the
// hosting administration and API settings of the admin side (001 §3, §5, §7). Field names are the spec's.
// Sizes are MB everywhere except the admin list, which answers BYTES (001 §3: 5120 MB → 5368709120).

// The constants, fixed answers and subdomain rules live in hosting-constants.ts (no zod there, for the web pages).
export * from './hosting-constants.js';

// ---------------------------------------------------------------------------------------------------------
// Client side: accounts, stats, cPanel.

/** A hosting account as its owner sees it. Sizes in MB (000 §9 defaults: disk 5120, bandwidth 10240). */
export const hostingAccountSchema = z.object({
  id: z.number(),
  userId: z.number(),
  domain: z.string(),
  subdomain: z.string(),
  /** 'pending' until WHM has the account, then 'active' or 'suspended'. */
  status: z.string(),
  /** Why an admin suspended the account; null when not suspended or no reason is known. */
  suspendReason: z.string().nullable(),
  /** The reason by code, for the owner's language ('admin': the admin's own words, shown as written). */
  suspendReasonCode: z.enum(SUSPENSION_REASON_CODES).nullable(),
  /** The reason's values (a count, a case, a day, the admin's words); null with no reason. */
  suspendReasonValues: z.record(z.string(), z.string()).nullable(),
  packageId: z.number(),
  packageName: z.string().nullable(),
  /** The cPanel login name once provisioned (for manual login); never the password. */
  cpanelUsername: z.string().nullable(),
  diskUsage: z.number(),
  diskLimit: z.number(),
  bandwidthUsed: z.number(),
  bandwidthLimit: z.number(),
  provisionedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type HostingAccount = z.infer<typeof hostingAccountSchema>;
export const hostingAccountListResponse = z.array(hostingAccountSchema);

/** A limit as WHM gives it: a number, or 'unlimited' (the web shows 'Unlimited' for that or for ≥ 999). */
export const limitValue = z.union([z.number(), z.literal('unlimited')]);
export type LimitValue = z.infer<typeof limitValue>;

/**
 * 000 §3 per-account stats. Sizes in MB. `source` 'live' = read from WHM just now; 'local' = the figures we
 * stored (WHM unset, down, or the account not provisioned yet) with `error` saying why. A count is null
 * when WHM does not report it (feature disabled on the package).
 */
export const hostingStatsSchema = z.object({
  packageName: z.string().nullable(),
  lastUpdate: z.string().nullable(),
  suspended: z.boolean(),
  diskUsage: z.number(),
  diskLimit: limitValue,
  bandwidthUsed: z.number(),
  bandwidthLimit: limitValue,
  emailAccounts: z.number().nullable(),
  emailLimit: limitValue.nullable(),
  databases: z.number().nullable(),
  databaseLimit: limitValue.nullable(),
  subdomains: z.number().nullable(),
  subdomainLimit: limitValue.nullable(),
  ftpAccounts: z.number().nullable(),
  ftpAccountLimit: limitValue.nullable(),
  addonDomains: z.number().nullable(),
  addonDomainLimit: limitValue.nullable(),
  parkDomains: z.number().nullable(),
  parkDomainLimit: limitValue.nullable(),
  source: z.enum(['live', 'local']),
  ip: z.string().nullable(),
  error: z.string().nullable(),
});
export type HostingStats = z.infer<typeof hostingStatsSchema>;

/** Anything a user types as a subdomain: the label, or the full name with the hosted suffix. */
const subdomainInput = z.string({ error: HOSTING_MESSAGES.domainRequired }).max(300);
const packageIdInput = z.coerce.number({ error: HOSTING_MESSAGES.packageNotFound }).int().positive().max(INT4_MAX);

/** POST /api/check-domain-availability (public). */
export const checkDomainBody = z.object({ domain: subdomainInput });
/** Rule failures (too short, reserved, taken) answer 200 with available false and the reason in `message`. */
export const checkDomainResponse = z.object({ available: z.boolean(), domain: z.string(), message: z.string() });
export type CheckDomainResponse = z.infer<typeof checkDomainResponse>;

/** POST /api/hosting-accounts (user). packageId must be the free package (1) for a client. */
export const createHostingAccountBody = z
  .object({
    subdomain: subdomainInput,
    packageId: packageIdInput.optional(),
  })
  .strict();
export const createHostingAccountResponse = z.object({ account: hostingAccountSchema, domain: z.string() });

/** POST /api/register-domain (public): anonymous account + free hosting account in one go. */
export const registerDomainBody = z.object({
  subdomain: subdomainInput,
  packageId: packageIdInput.optional(),
  fingerprintHash: fingerprintHashSchema.optional(),
  macAddress: safeText(100).optional().nullable(),
  userAgent: safeText(1000).optional(),
  screenResolution: safeText(100).optional(),
  timezone: safeText(100).optional(),
  language: safeText(100).optional(),
  platformInfo: z.string().max(20_000).optional(),
  /** The other fingerprint fields of 000 §3, when the browser sends them. */
  deviceInfo: deviceInfoSchema.optional(),
});
export type RegisterDomainBody = z.infer<typeof registerDomainBody>;
export const registerDomainResponse = z.object({
  token: z.string(),
  user: userSchema,
  plaintextCredentials: z.object({ username: z.string(), password: z.string(), recoveryPhrase: z.string() }),
  credentials: z.object({ password: z.string() }),
  account: hostingAccountSchema,
  domain: z.string(),
});

/** POST /api/cpanel-login (user). */
export const cpanelLoginBody = z.object({
  domain: z
    .string({ error: HOSTING_MESSAGES.accountNotFound })
    .trim()
    .min(1, HOSTING_MESSAGES.accountNotFound)
    .max(300),
});
/**
 * Success: 200 {loginUrl, message, username}. WHM failures also answer 200 with loginUrl null, `message`,
 * `debug` (a short reason), `error` (a code) and `username` + `panelUrl`, so the web can open the panel for
 * manual login (000 §8). A foreign or unknown domain answers 404; a pending account 409.
 */
export const cpanelLoginResponse = z.object({
  loginUrl: z.string().nullable(),
  message: z.string(),
  debug: z.string().nullable(),
  error: z.string().nullable(),
  username: z.string().nullable(),
  /** The panel's sign-in page for manual login (cpanelBaseUrl, else the WHM host on port 2083). */
  panelUrl: z.string().nullable(),
});
export type CpanelLoginResponse = z.infer<typeof cpanelLoginResponse>;

// ---------------------------------------------------------------------------------------------------------
// Admin side: hosting administration (001 §5, §7).

export const whmDataSchema = z.object({
  package: z.string().nullable(),
  ip: z.string().nullable(),
  theme: z.string().nullable(),
  startdate: z.string().nullable(),
  /** WHM's package counts as strings ('10', '0' = none allowed), or 'unlimited'. */
  limits: z
    .object({
      maxpop: z.string().nullable(),
      maxsql: z.string().nullable(),
      maxftp: z.string().nullable(),
      maxsub: z.string().nullable(),
    })
    .nullable(),
  /** Set when WHM could not be read (unset, down): the Fix button shows. */
  error: z.string().nullable(),
});
export type WhmData = z.infer<typeof whmDataSchema>;

/** 001 §3 admin list HostingAccount view. Sizes in BYTES. whmData null = not found on WHM (Fix shows). */
export const adminHostingAccountSchema = z.object({
  id: z.number(),
  userId: z.number(),
  domain: z.string(),
  subdomain: z.string(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  diskUsage: z.number(),
  diskLimit: z.number(),
  bandwidthUsed: z.number(),
  bandwidthLimit: z.number(),
  packageId: z.number(),
  packageName: z.string().nullable(),
  cpanelUsername: z.string().nullable(),
  /** Why provisioning has not succeeded yet (pending accounts). */
  provisionError: z.string().nullable(),
  /** Why the account is suspended; null otherwise. */
  suspendReason: z.string().nullable(),
  whmData: whmDataSchema.nullable(),
});
export type AdminHostingAccount = z.infer<typeof adminHostingAccountSchema>;

export const adminHostingUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  role: z.enum(['client', 'admin']),
  userGroupId: z.number().nullable(),
});
/** 001 §3 admin list user entry. */
export const adminHostingUserEntrySchema = adminHostingUserSchema.extend({
  hostingAccounts: z.array(adminHostingAccountSchema),
});
export type AdminHostingUserEntry = z.infer<typeof adminHostingUserEntrySchema>;

export const paginationSchema = pageInfoSchema.extend({
  hasPrevious: z.boolean(),
  hasNext: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/**
 * GET /api/admin/hosting-accounts?page&limit&search&groupId. The page counts ACCOUNTS ('Showing X to Y of Z
 * accounts'); `accounts` is the page flat (each with its user), `users` the same page grouped per user.
 * groupId: a user-group id, 'all' or '' for every group, 'none' for users without a group.
 */
export const adminHostingListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(ADMIN_HOSTING_PAGE_SIZE_MAX).default(ADMIN_HOSTING_PAGE_SIZE),
  search: z.string().trim().max(200).optional(),
  groupId: z
    .union([z.literal('all'), z.literal('none'), z.literal(''), z.coerce.number().int().positive().max(INT4_MAX)])
    .optional(),
});
export type AdminHostingListQuery = z.infer<typeof adminHostingListQuery>;
export const adminHostingListResponse = z.object({
  accounts: z.array(adminHostingAccountSchema.extend({ user: adminHostingUserSchema })),
  users: z.array(adminHostingUserEntrySchema),
  pagination: paginationSchema,
});
export type AdminHostingListResponse = z.infer<typeof adminHostingListResponse>;

/** POST /api/admin/create-anonymous-account: the credentials, shown once in the credentials dialog. */
export const createAnonymousAccountResponse = z.object({
  id: z.number(),
  username: z.string(),
  password: z.string(),
  recoveryPhrase: z.string(),
});

/** POST /api/admin/create-hosting-account: domain is the label or the full name; any active package. */
export const adminCreateHostingAccountBody = z
  .object({
    domain: subdomainInput,
    packageId: packageIdInput,
    userId: z.coerce.number({ error: 'Missing User' }).int().positive().max(INT4_MAX),
  })
  .strict();
export const adminCreateHostingAccountResponse = createHostingAccountResponse;

/**
 * POST /api/admin/fix-whm-account/{id}: provisions or re-links now and says what happened. When WHM is unset it
 * answers 409, when WHM refuses or fails 502, each {message} (the reason, also kept as the account's provisionError).
 */
export const fixWhmAccountResponse = z.object({
  message: z.string(),
  outcome: z.enum(['created', 'relinked', 'already_active']),
  account: adminHostingAccountSchema.omit({ whmData: true }),
});

/**
 * GET /api/admin/account-groups: hosting accounts grouped by their current package (the "account group" of
 * bulk package management). `id` is the package id used in the change-package path.
 */
export const accountGroupSchema = z.object({
  id: z.number(),
  packageId: z.number(),
  name: z.string(),
  displayName: z.string(),
  whmPackageName: z.string().nullable(),
  accountCount: z.number(),
  accounts: z.array(
    z.object({ id: z.number(), domain: z.string(), status: z.string(), cpanelUsername: z.string().nullable() }),
  ),
});
export const accountGroupsResponse = z.object({ groups: z.array(accountGroupSchema) });
export const changePackageBody = z.object({ packageId: packageIdInput }).strict();
export const changePackageResponse = z.object({
  message: z.string(),
  summary: z.object({ successful: z.number(), failed: z.number() }),
  results: z.array(z.object({ id: z.number(), domain: z.string(), ok: z.boolean(), error: z.string().nullable() })),
});

/** GET /api/admin/whm-packages: displayname from our package whose whmPackageName matches, else the name. */
export const whmPackagesResponse = z.object({
  packages: z.array(z.object({ name: z.string(), displayname: z.string() })),
});
export const whmLoginResponse = z.object({ loginUrl: z.string() });

// ---------------------------------------------------------------------------------------------------------
// API settings (001 §5). The token is write-only: GET never carries it.

export const apiSettingsSchema = z.object({
  whmApiUrl: z.string().nullable(),
  cpanelBaseUrl: z.string().nullable(),
  emailFromAddress: z.string().nullable(),
  emailFromName: z.string().nullable(),
  isActive: z.boolean(),
  /** A token is stored (never the token itself). Both names answer the same. */
  hasWhmApiToken: z.boolean(),
  whmApiTokenSet: z.boolean(),
  /** Last 4 characters of the stored token, to tell tokens apart (security-test-plan E1). */
  whmApiTokenLast4: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type ApiSettings = z.infer<typeof apiSettingsSchema>;

/** http or https, no user:password@ part (security-test-plan C5). */
export const httpUrlSchema = z
  .string({ error: HOSTING_MESSAGES.invalidUrl })
  .trim()
  .max(500)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        !url.username &&
        !url.password &&
        url.hostname.length > 0
      );
    } catch {
      return false;
    }
  }, HOSTING_MESSAGES.invalidUrl);

/**
 * POST /api/api-settings. whmApiToken may be blank on update (keeps the stored one) unless none is stored yet
 * or whmApiUrl changes (E4). A token typed as 'user:token' authenticates as that WHM user, else as root.
 * cpanelBaseUrl may be empty (the WHM host is used for the panel).
 */
export const apiSettingsBody = z
  .object({
    whmApiUrl: httpUrlSchema,
    whmApiToken: z
      .string()
      .trim()
      .max(500)
      .regex(/^[^\u0000-\u001f\u007f\s]*$/, HOSTING_MESSAGES.tokenRequired)
      .optional()
      .nullable(),
    cpanelBaseUrl: z
      .union([z.literal(''), httpUrlSchema])
      .optional()
      .nullable(),
    emailFromAddress: z.string({ error: 'Please enter a valid email address' }).pipe(emailSchema),
    emailFromName: z
      .string({ error: HOSTING_MESSAGES.fromNameRequired })
      .trim()
      .min(1, HOSTING_MESSAGES.fromNameRequired)
      .max(200)
      .regex(/^[^\u0000-\u001f\u007f]*$/, 'Control characters are not allowed'),
  })
  .strict();
export type ApiSettingsBody = z.infer<typeof apiSettingsBody>;

/** POST /api/test-whm-connection: the stored settings, or these values when given (same E4 rule). */
export const testWhmConnectionBody = z
  .object({
    whmApiUrl: z
      .union([z.literal(''), httpUrlSchema])
      .optional()
      .nullable(),
    whmApiToken: z
      .string()
      .trim()
      .max(500)
      .regex(/^[^\u0000-\u001f\u007f\s]*$/, HOSTING_MESSAGES.tokenRequired)
      .optional()
      .nullable(),
  })
  .strip();
export const testWhmConnectionResponse = z.object({ version: z.string(), message: z.string() });
