import type { HelpFigures as Figures } from '../../../../contract/help-center.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-error';
import { useHelpFigures } from '../api/admin-help';
import { useMessages } from '../../../lib/i18n/messages';
import { adminHelpMessages } from '../i18n';
import { useLocale } from '../../../lib/i18n/locale';
import { formatCountIn } from '../../../lib/format-in-locale';
import type { Locale } from '../../../../contract/i18n/locales.js';

function Figure({ label, value, hint }: { label: string; value: number; hint: string }) {
  const locale = useLocale();
  return (
    <div className="grid gap-1 rounded-lg border p-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{formatCountIn(locale, value)}</dd>
      <dd className="text-xs text-muted-foreground">{hint}</dd>
    </div>
  );
}

const percentFormats = new Map<Locale, Intl.NumberFormat>();
/** '75%' in English (by hand, as counts are), '75 %' or '٧٥٪' as each locale writes a share. */
const share = (locale: Locale, part: number, whole: number) => {
  if (!whole) return '—';
  const ratio = Math.round((part / whole) * 100) / 100;
  if (locale === 'en') return `${Math.round(ratio * 100)}%`;
  let format = percentFormats.get(locale);
  if (!format) percentFormats.set(locale, (format = new Intl.NumberFormat(locale, { style: 'percent' })));
  return format.format(ratio);
};

/** Deflections and votes: the same figures /api/admin/metrics gives Prometheus. */
export function HelpFigures() {
  const t = useMessages(adminHelpMessages);
  const figures = useHelpFigures();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('figuresTitle')}</CardTitle>
        <CardDescription>
          {figures.data ? t('figuresDays', { days: figures.data.days }) : t('figuresNoData')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {figures.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('figuresLoadFailed', { error: errorMessage(figures.error, t('unknownError')) })}
          </p>
        ) : (
          <FigureList figures={figures.data} />
        )}
      </CardContent>
    </Card>
  );
}

function FigureList({ figures }: { figures: Figures | undefined }) {
  const t = useMessages(adminHelpMessages);
  const locale = useLocale();
  const f = figures ?? {
    suggestionsOpened: 0,
    deflections: 0,
    ticketsFollowed: 0,
    undecided: 0,
    helpfulYes: 0,
    helpfulNo: 0,
  };
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-busy={!figures}>
      <Figure
        label={t('deflections')}
        value={f.deflections}
        hint={t('deflectionsHint', { share: share(locale, f.deflections, f.deflections + f.ticketsFollowed) })}
      />
      <Figure label={t('ticketsAfter')} value={f.ticketsFollowed} hint={t('ticketsAfterHint')} />
      <Figure
        label={t('formsOpened')}
        value={f.suggestionsOpened}
        hint={t('formsOpenedHint', { count: f.undecided })}
      />
      <Figure
        label={t('helpfulVotes')}
        value={f.helpfulYes}
        hint={t('helpfulVotesHint', {
          no: f.helpfulNo,
          share: share(locale, f.helpfulYes, f.helpfulYes + f.helpfulNo),
        })}
      />
    </dl>
  );
}
