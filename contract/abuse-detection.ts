import { z } from 'zod';

// Automatic abuse detection: the name check's settings, the cases the name check and the content scan open, the
// admin's confirm and reverse, and the figures. Decisions and reasons: docs/decisions.md, 'Automatic abuse detection'.

export const ABUSE_DETECTION_MESSAGES = {
  /** Says no without saying which part of the name, so the refusal does not teach anyone the scorer. */
  nameRefused: "This name can't be used for a site here. Please choose a different name.",
  settingsSaved: 'Detection settings saved',
  thresholdsOrder: 'The review threshold must be below the refuse threshold',
  scanThresholdsOrder: 'The suspicious threshold must be below the malicious threshold',
  caseNotFound: 'Case not found',
  caseClosed: 'This case was already decided',
  confirmed: 'Case confirmed',
  reversed: 'Case reversed: the site is back online and the case counts as a false positive',
  scanQueued: 'Scan queued',
  siteNotFound: 'Site not found',
} as const;

export const ABUSE_CASE_THREATS = ['phishing', 'malware', 'unwanted', 'suspicious'] as const;
export type AbuseCaseThreat = (typeof ABUSE_CASE_THREATS)[number];
/** Confirmed phishing and malware are not appealable; everything else is (docs/decisions.md). */
export const NOT_APPEALABLE_THREATS: readonly AbuseCaseThreat[] = ['phishing', 'malware'];

const listOfWords = z
  .array(z.string().trim().toLowerCase().min(2, 'At least 2 characters').max(40, 'At most 40 characters'))
  .max(500, 'At most 500 entries');
const threshold = z.number().int().min(1, 'At least 1').max(1000, 'At most 1000');

export const abuseDetectionSettingsSchema = z
  .object({
    nameRefuseThreshold: threshold,
    nameReviewThreshold: threshold,
    brands: listOfWords,
    baitWords: listOfWords,
    scanMaliciousThreshold: threshold,
    scanSuspiciousThreshold: threshold,
  })
  .refine((s) => s.nameReviewThreshold < s.nameRefuseThreshold, {
    message: ABUSE_DETECTION_MESSAGES.thresholdsOrder,
    path: ['nameReviewThreshold'],
  })
  .refine((s) => s.scanSuspiciousThreshold < s.scanMaliciousThreshold, {
    message: ABUSE_DETECTION_MESSAGES.scanThresholdsOrder,
    path: ['scanSuspiciousThreshold'],
  });
export type AbuseDetectionSettings = z.infer<typeof abuseDetectionSettingsSchema>;

export const abuseCaseSignalSchema = z.object({
  source: z.string(),
  signal: z.string(),
  detail: z.string(),
  points: z.number(),
});

export const abuseCaseSourceSchema = z.object({
  sourceId: z.string(),
  status: z.enum(['listed', 'clean', 'unavailable']),
  checkedAt: z.string(),
  findings: z.array(z.object({ target: z.string(), threats: z.array(z.string()), detail: z.string() })),
  error: z.string().nullable(),
});

const siteSummary = z.object({ id: z.number(), domain: z.string(), status: z.string() });

export const adminAbuseCaseSchema = z.object({
  id: z.number(),
  site: siteSummary.nullable(),
  domain: z.string(),
  origin: z.enum(['name', 'scan']),
  verdict: z.enum(['review', 'suspicious', 'malicious']),
  threat: z.enum(ABUSE_CASE_THREATS),
  score: z.number(),
  signals: z.array(abuseCaseSignalSchema),
  sources: z.array(abuseCaseSourceSchema),
  /** The fetched page's start as served: shown as text, never as markup. */
  snippet: z.string().nullable(),
  pageUrl: z.string().nullable(),
  status: z.enum(['open', 'confirmed', 'reversed']),
  quarantinedAt: z.string().nullable(),
  suspendedAt: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolutionNote: z.string().nullable(),
  appealable: z.boolean(),
  owner: z.object({ id: z.number(), username: z.string(), email: z.string().nullable() }).nullable(),
  ownerOtherSites: z.array(siteSummary),
  earlierCases: z.array(
    z.object({
      id: z.number(),
      domain: z.string(),
      verdict: z.enum(['review', 'suspicious', 'malicious']),
      status: z.enum(['open', 'confirmed', 'reversed']),
      createdAt: z.string(),
    }),
  ),
});
export type AdminAbuseCase = z.infer<typeof adminAbuseCaseSchema>;

export const adminAbuseCaseListQuery = z.object({ status: z.enum(['open', 'closed']).default('open') });
export const adminAbuseCaseListSchema = z.object({ cases: z.array(adminAbuseCaseSchema) });
export const abuseCaseDecisionBody = z.object({
  note: z.string().trim().max(500, 'At most 500 characters').optional(),
});
export const abuseCaseActionResponse = z.object({ message: z.string(), case: adminAbuseCaseSchema });

const duration = z.object({ count: z.number(), medianMinutes: z.number().nullable() });
export const abuseDetectionFiguresSchema = z.object({
  /** Site creation → the case that caught it. */
  creationToDetection: duration,
  /** The first open report about a site → its quarantine or confirmed takedown. */
  reportToTakedown: duration,
  bySource: z.array(z.object({ source: z.string(), count: z.number() })),
  bySignal: z.array(z.object({ signal: z.string(), count: z.number() })),
  /** Cases reversed over cases acted on (confirmed or reversed); null before any. */
  falsePositiveRate: z.number().nullable(),
  actedOn: z.number(),
  reversed: z.number(),
  scanQueue: z.object({ depth: z.number(), nextRunAt: z.string().nullable() }),
});
export type AbuseDetectionFigures = z.infer<typeof abuseDetectionFiguresSchema>;

/** What a support desk may ask of a case: can it be appealed, and what the evidence says in a line or two. */
export interface AbuseCaseAppealInfo {
  caseId: number;
  domain: string;
  status: 'open' | 'confirmed' | 'reversed';
  appealable: boolean;
  summary: string;
}
