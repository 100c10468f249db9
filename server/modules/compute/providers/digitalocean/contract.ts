import { z } from 'zod';
import { adminVultrProvisionBody, regionListInput } from '../../../../../contract/compute.js';

// DigitalOcean's request and answer shapes: the admin's accounts (a personal access token, sealed and write-only, and
// the regions clients may pick), the token test and the admin's launch for a user. The web reads none of them (the
// cloud tab's generic account card and New machine dialog serve it), so they live in the provider's folder. The spec
// (001) predates DigitalOcean: messages follow the Vultr ones.

export const CLIENT_MAX_LIVE_DIGITALOCEAN_DROPLETS = 1;

export const DIGITALOCEAN_MESSAGES = {
  tokenRequired: 'Enter your DigitalOcean API token to continue.',
  verifyFailed: 'Failed to verify API token',
  accountRequired: 'DigitalOcean account required',
  metaFailed: 'Failed to load DigitalOcean metadata',
  limit: `You can run ${CLIENT_MAX_LIVE_DIGITALOCEAN_DROPLETS} DigitalOcean Droplet at a time. Terminate it before launching another.`,
  // The credential test's answers; `{status}` is DigitalOcean's own word for an account that is not active.
  tokenVerified: 'Token verified',
  tokenVerifiedStatus: 'Token verified; the DigitalOcean account is {status}',
} as const;

const idNumber = z.coerce.number().int().positive().max(2_147_483_647);
const nameText = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(200)
  .regex(/^[^\u0000-\u001f\u007f]*$/, 'Control characters are not allowed');
/** A personal access token (dop_v1_…): printable, no spaces. */
const tokenInput = z
  .string()
  .trim()
  .max(500)
  .regex(/^[^\s\u0000-\u001f\u007f]*$/, DIGITALOCEAN_MESSAGES.tokenRequired);

/** The admin's view of an account: the token is write-only (only whether one is stored and its last 4 characters). */
export const digitaloceanAccountSchema = z.object({
  id: z.number(),
  name: z.string(),
  allowedRegions: z.array(z.string()),
  isActive: z.boolean(),
  isDefault: z.boolean(),
  hasToken: z.boolean(),
  tokenLast4: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DigitaloceanAccount = z.infer<typeof digitaloceanAccountSchema>;

/** POST /api/admin/compute/providers/digitalocean/accounts: token required. PUT …/{id}: blank or absent keeps the stored one. */
export const digitaloceanAccountBody = z
  .object({
    name: nameText,
    token: tokenInput.optional().nullable(),
    allowedRegions: regionListInput.optional(),
    isActive: z.boolean().optional(),
    isDefault: z.boolean().optional(),
  })
  .strict();
export type DigitaloceanAccountBody = z.input<typeof digitaloceanAccountBody>;

/** POST /api/admin/compute/providers/digitalocean/accounts/test: the typed token, or (blank + accountId) the stored one. */
export const digitaloceanTestBody = z
  .object({
    token: tokenInput.optional().nullable(),
    accountId: idNumber.optional().nullable(),
  })
  .strict();

/**
 * POST /api/admin/compute/digitalocean/provision: a Droplet for a user. The admin's launch for a user is the same form
 * on every catalogue cloud (user, account, plan, region, numeric image id, label, hostname, IPv6, with the spec's one
 * message); only a Droplet's tags are stricter (letters, digits, colons, hyphens, underscores) and it has no backups
 * choice.
 */
export const adminDigitaloceanProvisionBody = adminVultrProvisionBody.omit({ backups: true }).extend({
  tag: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9_:-]*$/, 'Tags may contain letters, digits, colons, hyphens and underscores')
    .optional()
    .nullable(),
});
export type AdminDigitaloceanProvisionBody = z.input<typeof adminDigitaloceanProvisionBody>;
