import { CircleCheck, Flag } from 'lucide-react';
import { useState } from 'react';
import { useForm } from '../../../lib/form';
import { Link, useSearch } from 'wouter';
import { ABUSE_CATEGORIES, ABUSE_EVIDENCE_MAX } from '../../../../contract/abuse-constants.js';
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
import { useMessages } from '../../../lib/i18n/messages';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { slots, withElements } from '../../../lib/i18n/with-elements';
import { ABUSE_CATEGORY_KEYS, abuseReportMessages } from '../i18n';

// zod and the schemas arrive on the form's first check, not with the page (first load).
const resolver = lazyResolver<ReportFormValues>(() =>
  import('../report-form-resolver').then((m) => m.reportFormResolver),
);

/** /report-abuse: anyone reports a site hosted here. ?site= fills in the site (the link hosted pages can show). */
export function ReportAbusePage() {
  const t = useMessages(abuseReportMessages);
  // The contract's validation messages (English in the schemas) in the page's language.
  const errorText = useErrorText();
  const params = new URLSearchParams(useSearch());
  const { hostedDomain } = useClientConfig();
  // Technical examples, the same in every language.
  const exampleSite = `example.${hostedDomain}`;
  const exampleEvidence = `https://example.${hostedDomain}/login.php`;
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
            {t('reportReceived')}
          </CardTitle>
          <CardDescription role="status">{received}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <Link href="/">{t('backHome')}</Link>
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
          {t('reportAbuse')}
        </CardTitle>
        <CardDescription>
          {withElements(t('intro', slots('policy')), {
            policy: (
              <Link href="/acceptable-use" className="underline underline-offset-4">
                {t('acceptableUsePolicy')}
              </Link>
            ),
          })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
          <TextField
            id="abuse-site"
            label={t('site')}
            placeholder={exampleSite}
            autoComplete="off"
            spellCheck={false}
            hint={t('siteHint')}
            error={errorText(errors.site?.message)}
            {...form.register('site')}
          />
          <div className="grid gap-2">
            <Label htmlFor="abuse-category">{t('category')}</Label>
            <NativeSelect
              id="abuse-category"
              aria-invalid={errors.category ? true : undefined}
              aria-describedby={errors.category ? 'abuse-category-error' : undefined}
              {...form.register('category')}
            >
              <option value="">{t('choose')}</option>
              {ABUSE_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(ABUSE_CATEGORY_KEYS[c])}
                </option>
              ))}
            </NativeSelect>
            {errors.category && (
              <p id="abuse-category-error" role="alert" className="text-sm font-medium text-destructive">
                {errorText(errors.category.message)}
              </p>
            )}
          </div>
          <TextareaField
            id="abuse-evidence"
            label={t('evidence')}
            rows={4}
            spellCheck={false}
            placeholder={exampleEvidence}
            hint={t('evidenceHint', { max: ABUSE_EVIDENCE_MAX })}
            error={errorText(errors.evidence?.message)}
            {...form.register('evidence')}
          />
          <TextareaField
            id="abuse-details"
            label={t('details')}
            optional
            rows={3}
            error={errorText(errors.details?.message)}
            {...form.register('details')}
          />
          <TextField
            id="abuse-email"
            label={t('email')}
            type="email"
            autoComplete="email"
            hint={t('emailHint')}
            error={errorText(errors.reporterEmail?.message)}
            {...form.register('reporterEmail')}
          />
          {report.isError && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errorMessage(report.error, t('sendFailed'))}
            </p>
          )}
          <div className="grid gap-2">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t('sending') : t('send')}
            </Button>
            <p className="text-xs text-muted-foreground">{t('noCaptcha')}</p>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
