import { CircleDollarSign, Clock, HandHeart, Repeat, type LucideIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { DONATION_CHART_MONTHS } from '../../../../contract/payments.js';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useDonations } from '../api/get-donations';
import { toMonthPoints } from '../donation-summary';
import { DonationsChart } from './donations-chart';
import { DonationsList } from './donations-list';
import { formatCountIn, formatDollarsIn } from '../../../lib/format-in-locale';
import { useLocale } from '../../../lib/i18n/locale';
import { useMessages } from '../../../lib/i18n/messages';
import { donationsMessages } from '../i18n';

function Total({ label, value, icon: Icon }: { label: string; value: string; icon: LucideIcon }) {
  return (
    <Card>
      <div className="flex items-center justify-between gap-3 p-4">
        <div className="grid gap-0.5">
          <p className="text-xs font-medium text-muted-foreground">{label}</p>
          <p className="text-xl font-bold tabular-nums">{value}</p>
        </div>
        <span className="flex size-9 items-center justify-center rounded-full bg-accent text-primary">
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </div>
    </Card>
  );
}

/** 001 §2 analytics → donations: totals, a chart of completed donations per month, and the list. */
export function DonationsTab() {
  const t = useMessages(donationsMessages);
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const donations = useDonations(page);
  const points = useMemo(() => toMonthPoints(donations.data?.monthly ?? [], locale), [donations.data, locale]);
  const dollars = (cents: number) => formatDollarsIn(locale, cents);
  const count = (n: number) => formatCountIn(locale, n);

  if (donations.isPending) return <Spinner label={t('loading')} />;
  if (donations.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('loadFailed', { error: errorMessage(donations.error, t('tryAgain')) })}
      </p>
    );
  }
  const { donations: list, totals, pagination } = donations.data;
  return (
    <div className="grid grid-cols-1 gap-6">
      <section aria-label={t('totals')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Total label={t('totalReceived')} value={dollars(totals.completedAmount)} icon={CircleDollarSign} />
        <Total label={t('completedDonations')} value={count(totals.completedCount)} icon={HandHeart} />
        <Total label={t('activeMonthlyDonors')} value={count(totals.activeSubscriptions)} icon={Repeat} />
        <Total label={t('pending')} value={count(totals.pendingCount)} icon={Clock} />
      </section>
      <Card>
        <CardHeader>
          <CardTitle>{t('overTime')}</CardTitle>
          <CardDescription>{t('overTimeDescription', { months: DONATION_CHART_MONTHS })}</CardDescription>
        </CardHeader>
        <CardContent>
          <DonationsChart points={points} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('allDonations')}</CardTitle>
          <CardDescription>{t('allDonationsDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <p className="mb-4 text-sm text-muted-foreground">
            {t('splitTotals', { monthly: dollars(totals.recurringAmount), plugin: dollars(totals.pluginAmount) })}
          </p>
          {list.length > 0 ? (
            <DonationsList donations={list} />
          ) : (
            <p className="text-sm text-muted-foreground">{t('noDonations')}</p>
          )}
          {pagination.totalPages > 1 && (
            <nav
              aria-label={t('pages')}
              className="mt-4 flex items-center justify-between gap-3 text-sm text-muted-foreground"
            >
              <span>
                {t('pageOf', { page: pagination.page, pages: pagination.totalPages, total: count(pagination.total) })}
              </span>
              <span className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={!pagination.hasPrevious}
                  onClick={() => setPage(pagination.page - 1)}
                >
                  {t('previous')}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={!pagination.hasNext}
                  onClick={() => setPage(pagination.page + 1)}
                >
                  {t('next')}
                </Button>
              </span>
            </nav>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
