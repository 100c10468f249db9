import { z } from 'zod';
import { emailSchema, INT4_MAX, safeText } from './common.js';
import { ABUSE_CATEGORIES, ABUSE_EVIDENCE_MAX, ABUSE_EVIDENCE_URL_MAX, ABUSE_MESSAGES } from './abuse-constants.js';

// Abuse reports: a public report form with a proof-of-work instead of a captcha service, and the
// admin queue. Decisions and reasons: docs/decisions.md, 'Abuse reports'.

export * from './abuse-constants.js';

// ---------------------------------------------------------------------------------------------------------
// Public side.

export const abuseChallengeSchema = z.object({
  challenge: z.string(),
  /** Leading zero bits the hash must have. */
  bits: z.number().int(),
  expiresAt: z.string(),
});
export type AbuseChallenge = z.infer<typeof abuseChallengeSchema>;

const evidenceUrl = z
  .string()
  .trim()
  .max(ABUSE_EVIDENCE_URL_MAX, ABUSE_MESSAGES.evidenceInvalid)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
    } catch {
      return false;
    }
  }, ABUSE_MESSAGES.evidenceInvalid);

export const abuseReportBody = z.object({
  site: safeText(300).trim().min(1, ABUSE_MESSAGES.siteRequired),
  category: z.enum(ABUSE_CATEGORIES, { message: ABUSE_MESSAGES.categoryRequired }),
  evidenceUrls: z
    .array(evidenceUrl)
    .min(1, ABUSE_MESSAGES.evidenceRequired)
    .max(ABUSE_EVIDENCE_MAX, ABUSE_MESSAGES.evidenceTooMany),
  details: z.string().trim().max(2000, ABUSE_MESSAGES.detailsTooLong).optional(),
  reporterEmail: emailSchema,
  challenge: z.string().regex(/^[0-9a-f]{32}$/, ABUSE_MESSAGES.challengeInvalid),
  nonce: z.string().regex(/^[0-9]{1,16}$/, ABUSE_MESSAGES.challengeInvalid),
});
export type AbuseReportBody = z.infer<typeof abuseReportBody>;

export const abuseReportCreated = z.object({ message: z.string(), id: z.number() });

// ---------------------------------------------------------------------------------------------------------
// Admin side.

export const ABUSE_RESOLUTIONS = ['dismissed', 'warned', 'site_suspended', 'owner_suspended'] as const;
export type AbuseResolution = (typeof ABUSE_RESOLUTIONS)[number];

const siteSummary = z.object({ id: z.number(), domain: z.string(), status: z.string() });

export const adminAbuseReportSchema = z.object({
  id: z.number(),
  site: siteSummary.nullable(),
  /** The address the reporter typed, kept when the site is gone. */
  domain: z.string(),
  category: z.enum(ABUSE_CATEGORIES),
  evidenceUrls: z.array(z.string()),
  details: z.string().nullable(),
  reporterEmail: z.string(),
  status: z.enum(['open', 'closed']),
  resolution: z.enum(ABUSE_RESOLUTIONS).nullable(),
  resolutionNote: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  owner: z.object({ id: z.number(), username: z.string(), email: z.string().nullable() }).nullable(),
  ownerOtherSites: z.array(siteSummary),
  /** Reports against any of the owner's sites before this one, newest first. */
  earlierReports: z.array(
    z.object({
      id: z.number(),
      domain: z.string(),
      category: z.enum(ABUSE_CATEGORIES),
      createdAt: z.string(),
      status: z.enum(['open', 'closed']),
      resolution: z.enum(ABUSE_RESOLUTIONS).nullable(),
    }),
  ),
  /** The site's automatic suspension still in force, undone by one click. */
  autoSuspension: z.object({ id: z.number(), suspendedAt: z.string().nullable(), reportCount: z.number() }).nullable(),
});
export type AdminAbuseReport = z.infer<typeof adminAbuseReportSchema>;

export const adminAbuseListQuery = z.object({ status: z.enum(['open', 'closed']).default('open') });
export const adminAbuseListSchema = z.object({ reports: z.array(adminAbuseReportSchema) });

export const abuseReasonBody = z.object({
  reason: safeText(255).trim().min(1, 'Reason is required'),
});
export const abuseWarnBody = z.object({
  message: z.string().trim().min(1, ABUSE_MESSAGES.messageRequired).max(2000),
});
export const abuseDismissBody = z.object({ note: safeText(500).trim().optional() });

export const abuseActionResponse = z.object({ message: z.string(), report: adminAbuseReportSchema });

export const abuseSettingsSchema = z.object({
  autoSuspendEnabled: z.boolean(),
  autoSuspendThreshold: z.number().int().min(2, 'At least 2').max(100, 'At most 100'),
});
export type AbuseSettings = z.infer<typeof abuseSettingsSchema>;

export const abuseIdParams = z.object({ id: z.coerce.number().int().positive().max(INT4_MAX) });
