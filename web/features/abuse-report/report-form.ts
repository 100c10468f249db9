import { z } from 'zod';
import { ABUSE_CATEGORIES, ABUSE_MESSAGES, abuseReportBody } from '../../../contract/abuse.js';
import { evidenceLines } from './report-input';

// The form's fields as typed: the evidence links are one text area, a link per line; the contract's own schemas
// give every message, so the browser and the server say the same thing. Loaded only by report-form-resolver.ts.
export const reportFormSchema = z.object({
  site: abuseReportBody.shape.site,
  // A string, so the select can start empty ('Choose…'); only the five categories pass.
  category: z
    .string()
    .refine((value) => (ABUSE_CATEGORIES as readonly string[]).includes(value), ABUSE_MESSAGES.categoryRequired),
  evidence: z.string().superRefine((text, ctx) => {
    const result = abuseReportBody.shape.evidenceUrls.safeParse(evidenceLines(text));
    if (!result.success) ctx.addIssue({ code: 'custom', message: result.error.issues[0].message });
  }),
  details: z.string().max(2000, ABUSE_MESSAGES.detailsTooLong),
  reporterEmail: abuseReportBody.shape.reporterEmail,
});
export type ReportFormValues = z.infer<typeof reportFormSchema>;
