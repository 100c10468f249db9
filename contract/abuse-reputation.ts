import { z } from 'zod';

// The reputation sources' admin settings (the blocklists the abuse scan asks about a URL or a host). Keys are
// write-only: a read says only whether one is stored. Decisions: docs/decisions.md, 'Reputation sources'.

export const REPUTATION_MESSAGES = {
  saved: 'Reputation source saved.',
  keyRequired: 'Enter the API key to turn this source on.',
  keyInvalid: 'The key must be printable characters without spaces.',
  unknownSource: 'There is no such reputation source.',
} as const;

export const reputationSourceIdParams = z.object({ id: z.string().regex(/^[a-z0-9-]{1,40}$/) });

export const reputationSourceView = z.object({
  id: z.string(),
  label: z.string(),
  enabled: z.boolean(),
  hasKey: z.boolean(),
  /** What the key is called at the source ('API key', 'Auth-Key') and where an admin gets one. */
  keyLabel: z.string(),
  keyHelp: z.string(),
  /** The quota honoured (requests a minute, per instance) and how long answers are kept. */
  quotaPerMinute: z.number().int(),
  cacheNote: z.string(),
  updatedAt: z.string().nullable(),
});
export type ReputationSourceView = z.infer<typeof reputationSourceView>;

export const reputationSourceList = z.object({ sources: z.array(reputationSourceView) });

export const reputationSourceBody = z.object({
  enabled: z.boolean(),
  /** Blank or absent keeps the stored key. */
  apiKey: z
    .string()
    .max(200)
    .regex(/^[\x21-\x7e]*$/, REPUTATION_MESSAGES.keyInvalid)
    .optional(),
});
export type ReputationSourceBody = z.infer<typeof reputationSourceBody>;

export const reputationSourceSaved = z.object({ message: z.string(), source: reputationSourceView });
