import { z } from 'zod';
import { trialEligibilitySchema } from './compute-trial.js';
import { COMPUTE_MESSAGES, INSTANCE_SOURCES, parseRegionList, VULTR_BACKUPS_OPTIONS } from './compute-constants.js';

// Cloud compute on Vultr and Azure (001 §2, §3, §4, §5, §7, §8, §9): the admin's accounts and default provider,
// the client's /compute page, the admin's instance list. Field names and messages are the spec's.
// Server and web both read this file; the server decides every price, size and region.

// ---------------------------------------------------------------------------------------------------------
// Constants, labels, messages and formatting: compute-constants.ts (no zod, for the web pages), re-exported for the
// server.
export * from './compute-constants.js';

/**
 * A cloud's id: the server's provider registry (server/modules/compute/providers/registry.ts) decides
 * which exist; GET /api/admin/compute/providers lists them with their labels and account forms, so the web knows
 * none by name. vps_instances.cloudProvider also knows 'custom' (VPS orders set up by hand).
 */
export const providerIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[a-z][a-z0-9-]*$/);

const regionEntry = z
  .string()
  .max(64)
  .regex(/^[A-Za-z0-9_-]*$/, 'Regions are letters, digits, hyphens and underscores separated by commas');
/** Regions as typed ('ewr, ord') or as a list; normalised to a list. */
export const regionListInput = z
  .union([z.string().max(2000), z.array(z.string().max(64)).max(200)])
  .transform((value) => parseRegionList(value))
  .pipe(z.array(regionEntry).max(200));

export const idNumber = z.coerce.number().int().positive().max(2_147_483_647);
export const nameText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(200)
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'Control characters are not allowed');

// ---------------------------------------------------------------------------------------------------------
// Default provider (admin).

/** GET /api/admin/compute/default-provider. account null when no account of that provider is linked. */
export const defaultProviderSchema = z.object({
  provider: z.string(),
  account: z.object({ id: z.number(), name: z.string() }).nullable(),
  azureAccountId: z.number().nullable(),
  vultrAccountId: z.number().nullable(),
  /** The account each registered provider launches on, by provider id (the two fields above, for every provider). */
  accountIds: z.record(z.string(), z.number().nullable()),
});
export type DefaultProvider = z.infer<typeof defaultProviderSchema>;
/** POST: 400 'Azure account required' / 'Vultr account required' when none is linked. accountId optional (the provider's default). */
export const defaultProviderBody = z
  .object({
    provider: z
      .string({ error: COMPUTE_MESSAGES.defaultProviderFailed })
      .trim()
      .min(1, COMPUTE_MESSAGES.defaultProviderFailed)
      .max(40, COMPUTE_MESSAGES.defaultProviderFailed),
    accountId: idNumber.optional().nullable(),
  })
  .strict();

// ---------------------------------------------------------------------------------------------------------
// Instances.

/** 001 §3 compute instance (my list). adminPassword absent/null when not retained. */
export const myInstanceSchema = z.object({
  id: z.number(),
  instanceName: z.string().nullable(),
  cloudProvider: z.string(),
  /** The provider's name to show, and whether it has a browser console (from the server's registry). */
  providerLabel: z.string().optional(),
  hasConsole: z.boolean().optional(),
  source: z.enum(INSTANCE_SOURCES),
  status: z.string(),
  region: z.string().nullable(),
  providerInstanceId: z.string().nullable(),
  resourceGroup: z.string().nullable(),
  ipv4Address: z.string().nullable(),
  operatingSystem: z.string().nullable(),
  adminUsername: z.string().nullable(),
  adminPassword: z.string().nullable().optional(),
  plan: z.string().nullable(),
  isTrial: z.boolean(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  /** Why the last provider step failed (pending: will be retried; failed: for good). */
  error: z.string().nullable(),
});
export type MyInstance = z.infer<typeof myInstanceSchema>;
/** GET /api/compute/my: newest first. Admins also get the Vultr 'remote' instances (source 'remote'). */
export const myInstancesResponse = z.array(myInstanceSchema);

/** 001 §3 compute instance (admin list). owner null for remote instances. */
export const adminInstanceSchema = z.object({
  id: z.number(),
  instanceName: z.string().nullable(),
  providerInstanceId: z.string().nullable(),
  cloudProvider: z.string(),
  providerLabel: z.string().optional(),
  owner: z.object({ id: z.number(), email: z.string().nullable(), username: z.string() }).nullable(),
  status: z.string(),
  region: z.string().nullable(),
  ipv4Address: z.string().nullable(),
  source: z.enum(INSTANCE_SOURCES),
  isTrial: z.boolean(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  error: z.string().nullable(),
});
export type AdminInstance = z.infer<typeof adminInstanceSchema>;
/** GET /api/admin/compute/instances?provider=all|<provider id>. `remoteError` says why a provider could not be read for remotes. */
export const adminInstancesQuery = z.object({
  provider: z
    .union([z.literal('all'), providerIdSchema])
    .optional()
    .default('all'),
});
export const adminInstancesResponse = z.object({
  instances: z.array(adminInstanceSchema),
  remoteError: z.string().nullable(),
});

// ---------------------------------------------------------------------------------------------------------
// Client launch.

/** A provider's limit of machines per client (the registry's `clientLimit`): shown on the launch card, enforced by the launch. */
export const providerClientLimitSchema = z.object({ max: z.number().int().positive(), message: z.string() });

/** 001 §3 compute meta (client). provider null when no account is linked (then every list is empty). */
export const computeMetaSchema = z.object({
  provider: z.string().nullable(),
  /** The active provider's name and how it launches: the page needs no provider's id. */
  label: z.string().nullable().optional(),
  launchMode: z.enum(['catalogue', 'trial']).nullable().optional(),
  /** A trial provider's facts for the Active Provider card (001 §2: access, size, connectivity). */
  facts: z.array(z.object({ label: z.string(), value: z.string() })).optional(),
  /** How many machines the active provider lets a client run at once (its registry entry's limit). */
  clientLimit: providerClientLimitSchema.nullable().optional(),
  plans: z.array(
    z.object({
      id: z.string(),
      vcpu_count: z.number().optional(),
      ram: z.number().optional(),
      disk: z.number().optional(),
      monthly_cost: z.number().nullable().optional(),
      locations: z.array(z.string()).optional(),
    }),
  ),
  regions: z.array(z.object({ id: z.string(), city: z.string().optional(), country: z.string().optional() })),
  operatingSystems: z.array(z.object({ id: z.union([z.number(), z.string()]), name: z.string() })),
  /** Azure only: the caller's trial quota (the quota line). */
  trial: z
    .object({
      hours: z.number(),
      freeTrialAvailable: z.boolean(),
      running: z.boolean(),
      extraRunPriceCents: z.number(),
      /** false until the payments layer exists: extra runs are refused with azurePaymentUnavailable. */
      paymentsAvailable: z.boolean(),
      /** The admin turned Stripe Tax on: a paid run asks for the billing address (and VAT number) it is taxed by. */
      billingAddressAsked: z.boolean().optional(),
      /** Whether Launch works now, why not, and the next step (contract/compute-trial.ts). */
      eligibility: trialEligibilitySchema,
    })
    .nullable(),
});
export type ComputeMeta = z.infer<typeof computeMetaSchema>;

/**
 * POST /api/compute/provision. The active provider decides which fields count: Vultr plan, region, osId
 * (number), optional label (trimmed, omitted when empty); Azure os. 400 with the spec's message otherwise.
 */
export const provisionBody = z
  .object({
    plan: z.string().trim().max(100).optional(),
    region: z.string().trim().max(64).optional(),
    osId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    label: z
      .string()
      .trim()
      .max(64)
      .regex(/^[^\u0000-\u001f\u007f]*$/, 'Control characters are not allowed')
      .optional()
      .nullable(),
    os: z.string().trim().max(64).optional(),
  })
  .strict();
export type ProvisionBody = z.input<typeof provisionBody>;

/**
 * 201 provision result (001 §3): name or instanceId, plan, region, adminUsername, adminPassword (shown once;
 * null when the provider has not answered yet — it then appears on the instance card once known).
 */
export const provisionResultSchema = z.object({
  message: z.string(),
  provider: z.string(),
  id: z.number(),
  name: z.string().nullable(),
  instanceId: z.string().nullable(),
  plan: z.string().nullable(),
  region: z.string().nullable(),
  adminUsername: z.string().nullable(),
  adminPassword: z.string().nullable(),
  instance: myInstanceSchema,
});
export type ProvisionResult = z.infer<typeof provisionResultSchema>;

/** POST /api/admin/compute/vultr/provision (001 §7): osId is a number. */
const provisionRequired = COMPUTE_MESSAGES.adminProvisionRequired;
export const adminVultrProvisionBody = z
  .object({
    userId: z.coerce
      .number({ error: provisionRequired })
      .int(provisionRequired)
      .positive(provisionRequired)
      .max(2_147_483_647),
    accountId: z.coerce
      .number({ error: provisionRequired })
      .int(provisionRequired)
      .positive(provisionRequired)
      .max(2_147_483_647),
    plan: z.string({ error: provisionRequired }).trim().min(1, provisionRequired).max(100),
    region: z.string({ error: provisionRequired }).trim().min(1, provisionRequired).max(64),
    osId: z.number({ error: provisionRequired }).int(provisionRequired).positive(provisionRequired).max(2_147_483_647),
    label: z
      .string()
      .trim()
      .max(64)
      .regex(/^[^\u0000-\u001f\u007f]*$/)
      .optional()
      .nullable(),
    hostname: z
      .string()
      .trim()
      .max(63)
      .regex(/^[A-Za-z0-9.-]*$/, 'Hostname may contain letters, digits, dots and hyphens')
      .optional()
      .nullable(),
    tag: z
      .string()
      .trim()
      .max(64)
      .regex(/^[^\u0000-\u001f\u007f]*$/)
      .optional()
      .nullable(),
    enableIpv6: z.boolean().optional(),
    backups: z.enum(VULTR_BACKUPS_OPTIONS).optional(),
  })
  .strict();
export type AdminVultrProvisionBody = z.input<typeof adminVultrProvisionBody>;

/** POST /api/compute/{id}/start|stop|restart, DELETE /api/compute/{id}: the status then refreshes. */
export const instanceActionResponse = z.object({ message: z.string(), instance: myInstanceSchema });

/** GET /api/compute/{id}/vnc (001 §3 console result). 409 {message: consoleUnavailable} while Vultr has no URL. */
export const consoleResultSchema = z.object({ vnc: z.object({ url: z.string(), password: z.string().nullable() }) });
export type ConsoleResult = z.infer<typeof consoleResultSchema>;

// ---------------------------------------------------------------------------------------------------------
// Providers: what the server's registry holds, for the admin's screens.

/** One field of a provider's account form, rendered by the web admin without knowing the provider. */
export const accountFormFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  kind: z.enum(['text', 'secret', 'regions', 'switch']),
  required: z.boolean(),
  placeholder: z.string().optional(),
  help: z.string().optional(),
});
export type AccountFormField = z.infer<typeof accountFormFieldSchema>;

/** A linked account as every provider's list shows it; the provider's own fields (never a secret) come beside. */
export const providerAccountSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    allowedRegions: z.array(z.string()),
    isActive: z.boolean(),
    isDefault: z.boolean(),
  })
  .catchall(z.unknown());
export type ProviderAccount = z.infer<typeof providerAccountSchema>;

/** GET /api/admin/compute/providers: every registered cloud, in the registry's order. */
export const cloudProviderInfoSchema = z.object({
  id: z.string(),
  label: z.string(),
  launchMode: z.enum(['catalogue', 'trial']),
  /** How many machines of this provider a client may run at once, and what a launch past it is told. */
  clientLimit: providerClientLimitSchema.optional(),
  /** Clients are billed by the hour (prices shown). */
  billedHourly: z.boolean(),
  hasConsole: z.boolean(),
  /** Others' machines on its accounts are listed as 'remote' rows. */
  listsRemoteMachines: z.boolean(),
  /** 400 message of the default-provider choice when it has no account. */
  accountRequiredMessage: z.string(),
  accounts: z.array(providerAccountSchema),
  accountForm: z.object({ fields: z.array(accountFormFieldSchema) }),
});
export type CloudProviderInfo = z.infer<typeof cloudProviderInfoSchema>;
export const cloudProvidersResponse = z.array(cloudProviderInfoSchema);
export const providerParams = z.object({ provider: providerIdSchema });
export const providerAccountParams = z.object({
  provider: providerIdSchema,
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
/** Body of the generic account routes: checked by the provider's own form schema on the server. */
export const providerAccountBody = z.record(z.string(), z.unknown());
export const providerTestResponse = z.object({ ok: z.literal(true), message: z.string() }).catchall(z.unknown());
