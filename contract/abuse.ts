import { z } from 'zod';
import { emailSchema, INT4_MAX, safeText } from './common.js';

// Abuse reports (issue 22 point 2): a public report form with a proof-of-work instead of a captcha service, and the
// admin queue. Decisions and reasons: docs/decisions.md, 'Abuse reports (issue 22)'.

export const ABUSE_CATEGORIES = ['phishing', 'malware', 'spam', 'copyright', 'other'] as const;
export type AbuseCategory = (typeof ABUSE_CATEGORIES)[number];
export const ABUSE_CATEGORY_LABELS: Record<AbuseCategory, string> = {
  phishing: 'Phishing', malware: 'Malware', spam: 'Spam', copyright: 'Copyright', other: 'Other',
};

/** At most this many evidence links per report, each at most this long. */
export const ABUSE_EVIDENCE_MAX = 10;
export const ABUSE_EVIDENCE_URL_MAX = 2000;
/** A challenge is good for this long and for one report. */
export const ABUSE_CHALLENGE_TTL_MS = 10 * 60_000;
/** Auto-suspension counts open reports within this window. */
export const ABUSE_AUTO_SUSPEND_WINDOW_MS = 60 * 60_000;
export const ABUSE_AUTO_SUSPEND_THRESHOLD_DEFAULT = 3;

export const ABUSE_MESSAGES = {
  siteRequired: 'Enter the address of the site',
  siteNotOurs: 'That site is not hosted here. Report it to its own host.',
  categoryRequired: 'Choose a category',
  evidenceRequired: 'Add at least one link that shows the problem',
  evidenceInvalid: 'Each link must be a full http:// or https:// address',
  evidenceTooMany: `At most ${ABUSE_EVIDENCE_MAX} links`,
  detailsTooLong: 'At most 2000 characters',
  challengeInvalid: 'The security check failed. Please try again.',
  challengeUsed: 'This security check was already used. Please try again.',
  reportReceived: 'Thank you. Your report was received; we will e-mail you the outcome.',
  reportNotFound: 'Report not found',
  reportClosed: 'This report was already handled',
  ownerHasNoSites: 'The owner has no site that can be suspended',
  autoSuspensionNotFound: 'Automatic suspension not found',
  autoSuspensionUndone: 'Automatic suspension undone: the site is back online',
  dismissed: 'Report dismissed',
  warned: 'The owner was warned by e-mail',
  warnedNoEmail: 'The owner has no e-mail address: the warning was recorded only',
  siteSuspended: 'Site suspended',
  ownerSuspended: 'Owner suspended',
  settingsSaved: 'Abuse settings saved',
  messageRequired: 'Write the message to the owner',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Public side.

export const abuseChallengeSchema = z.object({
  challenge: z.string(),
  /** Leading zero bits the hash must have. */
  bits: z.number().int(),
  expiresAt: z.string(),
});
export type AbuseChallenge = z.infer<typeof abuseChallengeSchema>;

const evidenceUrl = z.string().trim().max(ABUSE_EVIDENCE_URL_MAX, ABUSE_MESSAGES.evidenceInvalid)
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
  evidenceUrls: z.array(evidenceUrl).min(1, ABUSE_MESSAGES.evidenceRequired).max(ABUSE_EVIDENCE_MAX, ABUSE_MESSAGES.evidenceTooMany),
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
  earlierReports: z.array(z.object({
    id: z.number(), domain: z.string(), category: z.enum(ABUSE_CATEGORIES), createdAt: z.string(),
    status: z.enum(['open', 'closed']), resolution: z.enum(ABUSE_RESOLUTIONS).nullable(),
  })),
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
