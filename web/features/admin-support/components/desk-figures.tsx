import { SUPPORT_STATUSES } from '../../../../contract/support.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { formatCount } from '../../../lib/format-count';
import { useLocale } from '../../../lib/i18n/locale';
import { useMessages } from '../../../lib/i18n/messages';
import { useDeskFigures } from '../api/desk-figures';
import { supportDeskMessages } from '../i18n';
import { formatMinutes, STATUS_KEYS } from '../labels';

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="grid gap-1 rounded-lg border p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="text-2xl font-semibold tabular-nums">{value}</p>
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}

/** The desk's figures: open tickets by status, median first response and resolution, breaches, deflections. */
export function DeskFigures() {
  const t = useMessages(supportDeskMessages);
  const locale = useLocale();
  const figures = useDeskFigures();
  if (figures.isPending) return <Spinner label={t('loadingFigures')} />;
  if (figures.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('loadFiguresFailed', { error: errorMessage(figures.error, t('unknownError')) })}
      </p>
    );
  const f = figures.data;
  const minutes = (value: number | null) => (value === null ? '—' : formatMinutes(t, value));
  // English keeps the page's fast grouping; other languages group (and write digits) their own way.
  const count = (value: number) => (locale === 'en' ? formatCount(value) : value.toLocaleString(locale));
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('byStatusTitle')}</CardTitle>
          <CardDescription>{t('byStatusDescription')}</CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {SUPPORT_STATUSES.filter((s) => s !== 'closed').map((s) => (
            <Figure key={s} label={t(STATUS_KEYS[s])} value={count(f.openByStatus[s] ?? 0)} />
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('speedTitle')}</CardTitle>
          <CardDescription>{t('speedDescription')}</CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Figure label={t('medianFirstResponse')} value={minutes(f.medianFirstResponseMinutes)} />
          <Figure label={t('medianResolution')} value={minutes(f.medianResolutionMinutes)} />
          <Figure label={t('breachesNow')} value={count(f.breaches)} hint={t('breachesHint')} />
          <Figure
            label={t('deflections')}
            value={f.deflections === null ? '—' : count(f.deflections)}
            hint={t('deflectionsHint')}
          />
        </CardContent>
      </Card>
    </div>
  );
}
