import { z } from 'zod';
import { COMPUTE_MESSAGES, idNumber, nameText, regionListInput } from './compute.js';

// The admin's accounts of the first two clouds, as 001 §5 and §7 name their routes and fields (POST
// /api/admin/vultr/accounts, /api/admin/azure/accounts, their tests and the Vultr catalogue). Kept apart from
// compute.ts, which holds what every provider shares; a provider added later describes its account form through the
// registry (compute.ts, cloudProviderInfoSchema) instead of a file like this one.

// ---------------------------------------------------------------------------------------------------------
// Vultr accounts (admin). The API key is write-only: views say only whether one is stored.

export const vultrAccountSchema = z.object({
  id: z.number(),
  name: z.string(),
  label: z.string().nullable(),
  allowedRegions: z.array(z.string()),
  isActive: z.boolean(),
  isDefault: z.boolean(),
  hasApiKey: z.boolean(),
  /** Last 4 characters of the stored key, to tell keys apart. */
  apiKeyLast4: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VultrAccount = z.infer<typeof vultrAccountSchema>;
export const vultrAccountListResponse = z.array(vultrAccountSchema);

const apiKeyInput = z
  .string()
  .trim()
  .max(500)
  .regex(/^[^\s\u0000-\u001f\u007f]*$/, COMPUTE_MESSAGES.vultrKeyRequired);

/** POST /api/admin/vultr/accounts: apiKey required. PUT …/{id}: apiKey blank or absent keeps the stored key. */
export const vultrAccountBody = z
  .object({
    name: nameText('Name is required'),
    apiKey: apiKeyInput.optional().nullable(),
    label: z.string().trim().max(200).optional().nullable(),
    allowedRegions: regionListInput.optional(),
    isActive: z.boolean().optional(),
    isDefault: z.boolean().optional(),
  })
  .strict();
export type VultrAccountBody = z.input<typeof vultrAccountBody>;

/** POST /api/admin/vultr/accounts/test: the typed key, or (blank key + accountId) the stored one. */
export const vultrTestBody = z
  .object({
    apiKey: apiKeyInput.optional().nullable(),
    accountId: idNumber.optional().nullable(),
  })
  .strict();
/** 200 when the key works; 400 {message:'Failed to verify API key', details} when Vultr refuses it. */
export const vultrTestResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  account: z.object({ name: z.string().nullable(), email: z.string().nullable() }),
});

/** GET /api/admin/vultr/meta?accountId= (accountId optional: the default account). */
export const vultrMetaQuery = z.object({ accountId: idNumber.optional() });
export const vultrPlanSchema = z.object({
  id: z.string(),
  vcpu_count: z.number(),
  /** Same as vcpu_count (001 §3 names both). */
  vcpus: z.number(),
  ram: z.number(),
  disk: z.number(),
  monthly_cost: z.number().nullable(),
  locations: z.array(z.string()),
});
export const vultrRegionSchema = z.object({
  id: z.string(),
  city: z.string(),
  country: z.string(),
  continent: z.string().nullable(),
});
export const vultrOsSchema = z.object({ id: z.number(), name: z.string(), family: z.string(), arch: z.string() });
/** 001 §3 Vultr metadata. Regions are limited to the account's allowed list; OS entries exclude iso/snapshot/backup/application. */
export const vultrMetaSchema = z.object({
  provider: z.literal('vultr'),
  accountId: z.number(),
  plans: z.array(vultrPlanSchema),
  regions: z.array(vultrRegionSchema),
  operatingSystems: z.array(vultrOsSchema),
});
export type VultrMeta = z.infer<typeof vultrMetaSchema>;
/** A provider's catalogue in the spec's metadata shape (the first provider's, 001 §3). */
export type CatalogueMeta = Omit<VultrMeta, 'provider'> & { provider: string };

// ---------------------------------------------------------------------------------------------------------
// Azure accounts (admin). The client secret is write-only.

export const azureAccountSchema = z.object({
  id: z.number(),
  name: z.string(),
  tenantId: z.string(),
  clientId: z.string(),
  subscriptionId: z.string(),
  allowedRegions: z.array(z.string()),
  isActive: z.boolean(),
  isDefault: z.boolean(),
  hasClientSecret: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AzureAccount = z.infer<typeof azureAccountSchema>;
export const azureAccountListResponse = z.array(azureAccountSchema);

const guidish = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(200)
    .regex(/^[A-Za-z0-9._-]+$/, message);
const secretInput = z
  .string()
  .max(1000)
  .regex(/^[^\u0000-\u001f\u007f]*$/, 'Control characters are not allowed');

/** POST /api/admin/azure/accounts (clientSecret required) and PUT …/{id} (blank keeps the stored secret). */
export const azureAccountBody = z
  .object({
    name: nameText(COMPUTE_MESSAGES.azureRequired),
    tenantId: guidish(COMPUTE_MESSAGES.azureRequired),
    clientId: guidish(COMPUTE_MESSAGES.azureRequired),
    clientSecret: secretInput.optional().nullable(),
    subscriptionId: guidish(COMPUTE_MESSAGES.azureRequired),
    allowedRegions: regionListInput.optional(),
    isActive: z.boolean().optional(),
    isDefault: z.boolean().optional(),
  })
  .strict();
export type AzureAccountBody = z.input<typeof azureAccountBody>;

/** POST /api/admin/azure/accounts/test. A blank secret with accountId tests the stored one. */
export const azureTestBody = z
  .object({
    tenantId: z.string().trim().max(200).optional().nullable(),
    clientId: z.string().trim().max(200).optional().nullable(),
    clientSecret: secretInput.optional().nullable(),
    subscriptionId: z.string().trim().max(200).optional().nullable(),
    accountId: idNumber.optional().nullable(),
  })
  .strict();
/** 200 when a token was issued and the subscription read; 400 {message:'Azure auth failed' | 'Credential test failed', details}. */
export const azureTestResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  subscription: z.object({
    subscriptionId: z.string(),
    displayName: z.string().nullable(),
    state: z.string().nullable(),
  }),
});
