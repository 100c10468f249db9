import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useAbuseCases, useAbuseFigures } from '../api/abuse-cases';
import { CaseCard } from './case-card';
import { DetectionFiguresCard } from './detection-figures-card';
import { DetectionSettingsCard } from './detection-settings-card';
import { useMessages } from '../../../lib/i18n/messages';
import { abuseMessages } from '../i18n';

/** Admin → Abuse, automatic detection: the figures, the open cases oldest first, the decided ones, the settings. */
export function DetectionSection() {
  const t = useMessages(abuseMessages);
  const [status, setStatus] = useState<'open' | 'closed'>('open');
  const cases = useAbuseCases(status);
  const figures = useAbuseFigures();
  return (
    <section aria-labelledby="abuse-detection-heading" className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="abuse-detection-heading" className="text-xl font-semibold">
            {t('detectionTitle')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('detectionIntro')}</p>
        </div>
        <div role="group" aria-label={t('whichCases')} className="flex gap-1">
          <Button
            size="sm"
            variant={status === 'open' ? 'default' : 'outline'}
            aria-pressed={status === 'open'}
            onClick={() => setStatus('open')}
          >
            {t('openCases')}
          </Button>
          <Button
            size="sm"
            variant={status === 'closed' ? 'default' : 'outline'}
            aria-pressed={status === 'closed'}
            onClick={() => setStatus('closed')}
          >
            {t('decided')}
          </Button>
        </div>
      </div>
      {figures.data && <DetectionFiguresCard figures={figures.data} />}
      {cases.isPending && <Spinner label={t('loadingCases')} />}
      {cases.isError && (
        <p role="alert" className="text-sm text-destructive">
          {t('casesLoadFailed', { reason: errorMessage(cases.error, t('unknownError')) })}
        </p>
      )}
      {cases.data && cases.data.cases.length === 0 && (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {status === 'open' ? t('noOpenCases') : t('noDecidedCases')}
        </p>
      )}
      {cases.data?.cases.map((item) => (
        <CaseCard key={item.id} item={item} />
      ))}
      <DetectionSettingsCard />
    </section>
  );
}
