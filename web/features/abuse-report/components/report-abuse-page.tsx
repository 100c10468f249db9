import { CircleCheck, Flag } from 'lucide-react';
import { useState } from 'react';
import { useForm } from '../../../lib/form';
import { Link, useSearch } from 'wouter';
import { ABUSE_CATEGORIES, ABUSE_CATEGORY_LABELS, ABUSE_EVIDENCE_MAX } from '../../../../contract/abuse-constants.js';
import { TextareaField, TextField } from '../../../components/form-field';
import { NativeSelect } from '../../../components/native-select';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { errorMessage } from '../../../lib/api-error';
import { useClientConfig } from '../../../lib/client-config';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useReportAbuse } from '../api/report-abuse';
import type { ReportFormValues } from '../report-form';
import { toReportInput } from '../report-input';

// zod and the schemas arrive on the form's first check, not with the page (first load).
const resolver = lazyResolver<ReportFormValues>(() =>
  import('../report-form-resolver').then((m) => m.reportFormResolver),
);

/** /report-abuse: anyone reports a site hosted here. ?site= fills in the site (the link hosted pages can show). */
export function ReportAbusePage() {
  const params = new URLSearchParams(useSearch());
  const { hostedDomain } = useClientConfig();
  const report = useReportAbuse();
  const [received, setReceived] = useState<string | null>(null);
  const form = useForm<ReportFormValues>({
    resolver,
    defaultValues: {
      site: (params.get('site') ?? '').slice(0, 300),
      category: '',
      evidence: '',
      details: '',
      reporterEmail: '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: ReportFormValues) => {
    try {
      setReceived((await report.mutateAsync(toReportInput(values))).message);
    } catch {
      // Shown under the form from report.error.
    }
  };

  if (received) {
    return (
      <Card className="mx-auto max-w-xl">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <CircleCheck className="size-5 text-success" aria-hidden="true" />
            Report received
          </CardTitle>
          <CardDescription role="status">{received}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <Link href="/">Back to the home page</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card className="mx-auto max-w-xl">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Flag className="size-5 text-primary" aria-hidden="true" />
          Report abuse
        </CardTitle>
        <CardDescription>
          Tell us about a site hosted here that carries phishing, malware, spam or someone else’s work. An administrator
          reviews every report and e-mails you the outcome. See the{' '}
          <Link href="/acceptable-use" className="underline underline-offset-4">
            Acceptable Use Policy
          </Link>
          .
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
          <TextField
            id="abuse-site"
            label="Site"
            placeholder={`example.${hostedDomain}`}
            autoComplete="off"
            spellCheck={false}
            hint="The site’s address, as in the browser’s address bar."
            error={errors.site?.message}
            {...form.register('site')}
          />
          <div className="grid gap-2">
            <Label htmlFor="abuse-category">Category</Label>
            <NativeSelect
              id="abuse-category"
              aria-invalid={errors.category ? true : undefined}
              aria-describedby={errors.category ? 'abuse-category-error' : undefined}
              {...form.register('category')}
            >
              <option value="">Choose…</option>
              {ABUSE_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {ABUSE_CATEGORY_LABELS[c]}
                </option>
              ))}
            </NativeSelect>
            {errors.category && (
              <p id="abuse-category-error" role="alert" className="text-sm font-medium text-destructive">
                {errors.category.message}
              </p>
            )}
          </div>
          <TextareaField
            id="abuse-evidence"
            label="Evidence links"
            rows={4}
            spellCheck={false}
            placeholder={`https://example.${hostedDomain}/login.php`}
            hint={`One address per line, at most ${ABUSE_EVIDENCE_MAX}: the pages that show the problem.`}
            error={errors.evidence?.message}
            {...form.register('evidence')}
          />
          <TextareaField
            id="abuse-details"
            label="What is wrong"
            optional
            rows={3}
            error={errors.details?.message}
            {...form.register('details')}
          />
          <TextField
            id="abuse-email"
            label="Your e-mail"
            type="email"
            autoComplete="email"
            hint="Only to tell you the outcome. The site’s owner does not see it."
            error={errors.reporterEmail?.message}
            {...form.register('reporterEmail')}
          />
          {report.isError && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errorMessage(report.error, 'The report could not be sent. Please try again.')}
            </p>
          )}
          <div className="grid gap-2">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Sending…' : 'Send report'}
            </Button>
            <p className="text-xs text-muted-foreground">
              No captcha: your browser does a second of arithmetic instead, which makes sending reports in bulk costly.
            </p>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
