import { z } from 'zod';
import { ACCOUNT_MESSAGES, EMAIL_ALREADY_EXISTS, usernameSchema, userSchema } from './accounts.js';
import { emailSchema, INT4_MAX, safeText } from './common.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.js';
import { packageOnSaleFields } from './package-on-sale.js';

// Admin shapes of 001 §3, §5 and §7: users, user groups, hosting packages, stats and donations.
// Messages quoted in 001 §5/§8 are verbatim; the others are ours (docs/decisions.md, "Admin users, groups, packages").

export const ADMIN_MESSAGES = {
  userHasHostingAgain: 'The user has hosting accounts again; delete them and try again',
  freeGroupMissing: 'The Free user group is missing',
  donorGroupMissing: 'The Donor user group is missing',
  userUpdated: 'User updated successfully.',
  userDeleted: 'User deleted successfully.',
  usernameRequired: 'Username is required',
  emailTaken: ACCOUNT_MESSAGES.emailTakenByOther,
  emailAlreadyExists: EMAIL_ALREADY_EXISTS,
  cannotDeleteSelf: 'You cannot delete your own account',
  cannotDemoteSelf: 'You cannot remove your own admin role',
  cannotResetOwnTwoFactor: 'Turn off your own two-factor authentication in Settings',
  twoFactorReset: 'Two-factor authentication reset. The user now signs in with their password and can set it up again.',
  twoFactorResetConfirmRequired: "Type the user's e-mail address to confirm",
  twoFactorResetConfirmMismatch: "That is not this user's e-mail address (or username, for a user without one)",
  userNotFound: ACCOUNT_MESSAGES.userNotFound,
  groupNotFound: 'User group not found',
  groupNameRequired: 'Group name is required',
  groupNameTaken: 'A user group with this name already exists',
  groupDisplayNameRequired: 'Display name is required',
  groupMaxHostingMin: 'Max hosting accounts must be at least 1',
  groupMaxDevicesMin: 'Max devices must be at least 1',
  groupProtected: 'The Free and Donor groups cannot be deleted',
  groupProtectedRename: 'The Free and Donor groups cannot be renamed',
  groupDeleted: 'User group deleted successfully.',
  packageNotFound: 'Package not found',
  packageNameRequired: 'Package name is required',
  packageNameTaken: 'A package with this name already exists',
  packageDisplayNameRequired: 'Display name is required',
  priceMin: 'Price must be 0 or greater',
  priceWholeCents: 'Price must be a whole number of cents',
  diskRequired: 'Disk space quota is required',
  bandwidthRequired: 'Bandwidth quota is required',
  emailAccountsMin: 'Email accounts must be 0 or greater',
  databasesMin: 'Databases must be 0 or greater',
  subdomainsMin: 'Subdomains must be 0 or greater',
  whmPackageRequired: 'WHM package selection is required',
  planTypeInvalid: 'Plan type must be free, starter, premium or custom',
  currencyInvalid: 'Currency must be USD, EUR or GBP',
  tldInvalid: 'Included TLDs must be domain suffixes such as com or co.za',
  freePackageProtected: 'The free package cannot be deleted',
  freePackageStaysFree: 'The free package must stay active, free of charge and of plan type free',
  packageDeleted: 'Package deleted successfully.',
} as const;

/** The message of a package that hosting accounts still use; the web shows it in the 'Delete Failed' toast. */
/**
 * A WHM package carries one set of quotas to every account on it, so two of our packages may share it
 * only while they sell the same quotas.
 */
export const whmPackageSharedMessage = (whmPackageName: string, otherPackage: string) =>
  `The WHM package “${whmPackageName}” already carries the quotas of the package “${otherPackage}”. Choose another WHM package, or give both packages the same quotas.`;

export const packageInUseMessage = (accounts: number) =>
  `This package is used by ${accounts} hosting account${accounts === 1 ? '' : 's'}. Move them to another package before deleting it.`;

// ---------------------------------------------------------------- users

/** Most rows GET /api/admin/users answers; narrow with ?search= beyond that. */
export const ADMIN_USERS_LIMIT = 500;

export const adminUserSchema = userSchema
  .pick({
    id: true,
    username: true,
    email: true,
    firstName: true,
    lastName: true,
    role: true,
    userGroupId: true,
    isAnonymous: true,
    createdAt: true,
  })
  .extend({
    /** Whether the user signs in with a second step; an admin can reset it for a user locked out of it. */
    twoFactorEnabled: z.boolean(),
    /** When an admin suspended the person, and the reason they see at sign-in; null when not suspended. */
    suspendedAt: z.string().nullable(),
    suspendReason: z.string().nullable(),
  });
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListResponse = z.array(adminUserSchema);

export const adminUsersQuery = z.object({ search: z.string().max(200).optional() });

const optionalName = safeText(100)
  .trim()
  .transform((v) => v || null)
  .nullable()
  .optional();

/**
 * PUT /api/admin/users/{id} (001 §5 Users): every field optional; strict, so isAnonymous, recoveryPhrase
 * and the like are refused. Blank e-mail clears it; blank password is ignored (not sent by the web anyway).
 */
const GROUP_ID_MESSAGE = 'User group must be a group id or null';
/** user_groups.id is an int4: larger numbers are refused here, not by a failing query. */
const userGroupIdInput = () =>
  z
    .number({ error: GROUP_ID_MESSAGE })
    .int(GROUP_ID_MESSAGE)
    .positive(GROUP_ID_MESSAGE)
    .max(INT4_MAX, GROUP_ID_MESSAGE);

export const updateAdminUserBody = z
  .object({
    role: z.enum(['client', 'admin'], { error: 'Role must be client or admin' }).optional(),
    username: z
      .string({ error: ADMIN_MESSAGES.usernameRequired })
      .trim()
      .min(1, ADMIN_MESSAGES.usernameRequired)
      .pipe(usernameSchema)
      .optional(),
    email: z
      .union(
        [
          emailSchema,
          z
            .string()
            .trim()
            .length(0)
            .transform(() => null),
          z.null(),
        ],
        { error: 'Please enter a valid email address' },
      )
      .optional(),
    firstName: optionalName,
    lastName: optionalName,
    userGroupId: userGroupIdInput().nullable().optional(),
    password: z
      .string()
      .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
      .transform((v) => (v.trim() === '' ? undefined : v))
      .refine(
        (v) => v === undefined || v.length >= PASSWORD_MIN_LENGTH,
        `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
      )
      .optional(),
  })
  .strict();
export type UpdateAdminUserBody = z.infer<typeof updateAdminUserBody>;

export const assignGroupBody = z
  .object({
    userGroupId: userGroupIdInput().nullable(),
  })
  .strict();

// ---------------------------------------------------------------- user groups

export const userGroupSchema = z.object({
  id: z.number(),
  name: z.string(),
  displayName: z.string(),
  description: z.string().nullable(),
  maxHostingAccounts: z.number(),
  maxDevices: z.number(),
  isActive: z.boolean(),
  /** Members of the group (the table's 'Users count'). */
  userCount: z.number(),
  /** Free and Donor: the delete button is disabled for them. */
  isProtected: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserGroup = z.infer<typeof userGroupSchema>;
export const userGroupListResponse = z.array(userGroupSchema);

const groupFields = {
  name: safeText(100).trim().min(1, ADMIN_MESSAGES.groupNameRequired),
  displayName: safeText(100).trim().min(1, ADMIN_MESSAGES.groupDisplayNameRequired),
  description: safeText(500)
    .trim()
    .transform((v) => v || null)
    .nullable(),
  maxHostingAccounts: z
    .number({ error: ADMIN_MESSAGES.groupMaxHostingMin })
    .int()
    .min(1, ADMIN_MESSAGES.groupMaxHostingMin)
    .max(10_000),
  maxDevices: z
    .number({ error: ADMIN_MESSAGES.groupMaxDevicesMin })
    .int()
    .min(1, ADMIN_MESSAGES.groupMaxDevicesMin)
    .max(10_000),
  isActive: z.boolean(),
};

/** POST /api/admin/user-groups. Limits default to 2 and 2 (001 §9). */
export const createUserGroupBody = z
  .object({
    name: z.string({ error: ADMIN_MESSAGES.groupNameRequired }).pipe(groupFields.name),
    displayName: z.string({ error: ADMIN_MESSAGES.groupDisplayNameRequired }).pipe(groupFields.displayName),
    description: groupFields.description.optional(),
    maxHostingAccounts: groupFields.maxHostingAccounts.default(2),
    maxDevices: groupFields.maxDevices.default(2),
    isActive: groupFields.isActive.default(true),
  })
  .strict();
export type CreateUserGroupBody = z.infer<typeof createUserGroupBody>;

/** PUT /api/admin/user-groups/{id}: any subset of the fields. */
export const updateUserGroupBody = z.object(groupFields).partial().strict();
export type UpdateUserGroupBody = z.infer<typeof updateUserGroupBody>;

// ---------------------------------------------------------------- hosting packages

export const PLAN_TYPES = ['free', 'starter', 'premium', 'custom'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];
export const PACKAGE_CURRENCIES = ['USD', 'EUR', 'GBP'] as const;

/** The package form's defaults (001 §9); the server applies them to fields a create leaves out. */
export const PACKAGE_DEFAULTS = {
  diskSpaceQuota: 1024,
  bandwidthQuota: 10240,
  emailAccounts: 10,
  databases: 5,
  subdomains: 10,
  currency: 'USD',
  planType: 'custom',
} as const;

export const packageSchema = z.object({
  ...packageOnSaleFields,
  diskSpaceQuota: z.number(),
  bandwidthQuota: z.number(),
  emailAccounts: z.number(),
  databases: z.number(),
  subdomains: z.number(),
  whmPackageName: z.string().nullable(),
  stripePriceId: z.string().nullable(),
  allowedTlds: z.array(z.string()),
  planType: z.enum(PLAN_TYPES),
  isActive: z.boolean(),
  isFree: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type HostingPackage = z.infer<typeof packageSchema>;
export const packageListResponse = z.array(packageSchema);

/** 'com, .Org ,,co.za' or ['com', '.Org'] → ['com', 'org', 'co.za']: trimmed, lowercase, no leading dots, no blanks, no repeats. */
export function normaliseTlds(input: string | string[]): string[] {
  const parts = (Array.isArray(input) ? input : input.split(','))
    .map((t) => t.trim().toLowerCase().replace(/^\.+/, ''))
    .filter(Boolean);
  return [...new Set(parts)];
}

const tldsField = z
  .union([z.string().max(2000), z.array(z.string().max(100)).max(200)])
  .transform(normaliseTlds)
  .refine(
    (tlds) => tlds.every((t) => /^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(t) && t.length <= 63),
    ADMIN_MESSAGES.tldInvalid,
  );

const quota = (message: string) => z.number({ error: message }).int(message).min(1, message).max(100_000_000);
const count = (message: string) => z.number({ error: message }).int(message).min(0, message).max(1_000_000);

const packageFields = {
  name: safeText(100).trim().min(1, ADMIN_MESSAGES.packageNameRequired),
  displayName: safeText(200).trim().min(1, ADMIN_MESSAGES.packageDisplayNameRequired),
  description: safeText(2000)
    .trim()
    .transform((v) => v || null)
    .nullable(),
  price: z
    .number({ error: ADMIN_MESSAGES.priceMin })
    .min(0, ADMIN_MESSAGES.priceMin)
    .int(ADMIN_MESSAGES.priceWholeCents)
    .max(100_000_000),
  currency: z.enum(PACKAGE_CURRENCIES, { error: ADMIN_MESSAGES.currencyInvalid }),
  diskSpaceQuota: quota(ADMIN_MESSAGES.diskRequired),
  bandwidthQuota: quota(ADMIN_MESSAGES.bandwidthRequired),
  emailAccounts: count(ADMIN_MESSAGES.emailAccountsMin),
  databases: count(ADMIN_MESSAGES.databasesMin),
  subdomains: count(ADMIN_MESSAGES.subdomainsMin),
  whmPackageName: safeText(200).trim().min(1, ADMIN_MESSAGES.whmPackageRequired),
  allowedTlds: tldsField,
  planType: z.enum(PLAN_TYPES, { error: ADMIN_MESSAGES.planTypeInvalid }),
  isActive: z.boolean(),
  isFree: z.boolean(),
};

/**
 * stripePriceId is not in either body: the payments module creates the price when a paid package is saved,
 * and nobody types it by hand; a body naming it is refused (strict).
 *
 * POST /api/admin/packages. name, displayName, price and whmPackageName are required; the quotas, currency
 * and planType default to the form's defaults (PACKAGE_DEFAULTS); isFree defaults to planType === 'free'.
 */
export const createPackageBody = z
  .object({
    name: z.string({ error: ADMIN_MESSAGES.packageNameRequired }).pipe(packageFields.name),
    displayName: z.string({ error: ADMIN_MESSAGES.packageDisplayNameRequired }).pipe(packageFields.displayName),
    description: packageFields.description.optional(),
    price: packageFields.price,
    currency: packageFields.currency.optional(),
    diskSpaceQuota: packageFields.diskSpaceQuota.optional(),
    bandwidthQuota: packageFields.bandwidthQuota.optional(),
    emailAccounts: packageFields.emailAccounts.optional(),
    databases: packageFields.databases.optional(),
    subdomains: packageFields.subdomains.optional(),
    whmPackageName: z.string({ error: ADMIN_MESSAGES.whmPackageRequired }).pipe(packageFields.whmPackageName),
    allowedTlds: packageFields.allowedTlds.optional(),
    planType: packageFields.planType.optional(),
    isActive: packageFields.isActive.optional(),
    isFree: packageFields.isFree.optional(),
  })
  .strict();
export type CreatePackageBody = z.infer<typeof createPackageBody>;

/** PUT /api/admin/packages/{id}: any subset of the fields, same rules. */
export const updatePackageBody = z.object(packageFields).partial().strict();
export type UpdatePackageBody = z.infer<typeof updatePackageBody>;

/** GET /api/hosting/packages (000 §3 "Hosting package (public)"): active starter and premium packages only. */
export const publicPackageSchema = packageSchema.pick({
  id: true,
  name: true,
  displayName: true,
  planType: true,
  price: true,
  currency: true,
  description: true,
  allowedTlds: true,
  diskSpaceQuota: true,
  bandwidthQuota: true,
  emailAccounts: true,
  databases: true,
  subdomains: true,
});
export type PublicPackage = z.infer<typeof publicPackageSchema>;
export const publicPackageListResponse = z.array(publicPackageSchema);

// ---------------------------------------------------------------- stats and donations

/** GET /api/stats (public). totalDonations in cents. May lag by up to a minute (cached). */
export const statsSchema = z.object({
  totalUsers: z.number(),
  totalPlugins: z.number(),
  totalWebsites: z.number(),
  totalDonations: z.number(),
});
export type Stats = z.infer<typeof statsSchema>;

// The donations list, totals and chart: contract/payments.ts (adminDonationsResponse).

/**
 * POST /api/admin/users/{id}/two-factor/reset: the admin types the user's e-mail address (the username
 * for a user without one), so a reset is never one click on the wrong row.
 */
export const resetTwoFactorBody = z
  .object({
    confirmEmail: z
      .string({ error: ADMIN_MESSAGES.twoFactorResetConfirmRequired })
      .trim()
      .min(1, ADMIN_MESSAGES.twoFactorResetConfirmRequired)
      .max(320),
  })
  .strict();
export type ResetTwoFactorBody = z.infer<typeof resetTwoFactorBody>;
