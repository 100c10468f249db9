import type { AbuseReportInput } from './api/report-abuse';
import type { ReportFormValues } from './report-form';

// The form's values as the API takes them, apart from the form's schema (report-form.ts): the page converts without
// loading zod, which arrives with the schema on the form's first check (report-form-resolver.ts).

export const evidenceLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

export function toReportInput(values: ReportFormValues): AbuseReportInput {
  return {
    site: values.site.trim(),
    category: values.category as AbuseReportInput['category'],
    evidenceUrls: evidenceLines(values.evidence),
    ...(values.details.trim() ? { details: values.details.trim() } : {}),
    reporterEmail: values.reporterEmail.trim(),
  };
}
