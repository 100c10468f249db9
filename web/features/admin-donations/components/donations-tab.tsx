import { CircleDollarSign, Clock, HandHeart, Repeat, type LucideIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { DONATION_CHART_MONTHS } from '../../../../contract/payments.js';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { formatDollars } from '../../../lib/format-dollars';
import { useDonations } from '../api/get-donations';
import { toMonthPoints } from '../donation-summary';
import { DonationsChart } from './donations-chart';
import { DonationsList } from './donations-list';
import { formatCount } from '../../../lib/format-count';

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
  const [page, setPage] = useState(1);
  const donations = useDonations(page);
  const points = useMemo(() => toMonthPoints(donations.data?.monthly ?? []), [donations.data]);

  if (donations.isPending) return <Spinner label="Loading donations..." />;
  if (donations.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Could not load the donations: {errorMessage(donations.error, 'Please try again.')}
      </p>
    );
  }
  const { donations: list, totals, pagination } = donations.data;
  return (
    <div className="grid grid-cols-1 gap-6">
      <section aria-label="Donation totals" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Total label="Total received" value={formatDollars(totals.completedAmount)} icon={CircleDollarSign} />
        <Total label="Completed donations" value={formatCount(totals.completedCount)} icon={HandHeart} />
        <Total label="Active monthly donors" value={formatCount(totals.activeSubscriptions)} icon={Repeat} />
        <Total label="Pending" value={formatCount(totals.pendingCount)} icon={Clock} />
      </section>
      <Card>
        <CardHeader>
          <CardTitle>Donations over time</CardTitle>
          <CardDescription>{`Money received from completed donations in the last ${DONATION_CHART_MONTHS} months.`}</CardDescription>
        </CardHeader>
        <CardContent>
          <DonationsChart points={points} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>All donations</CardTitle>
          <CardDescription>
            Monthly tier donations and $5 plugin donations, newest first. Only completed ones count as received.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <p className="mb-4 text-sm text-muted-foreground">
            Monthly donations {formatDollars(totals.recurringAmount)} · Plugin donations{' '}
            {formatDollars(totals.pluginAmount)}
          </p>
          {list.length > 0 ? (
            <DonationsList donations={list} />
          ) : (
            <p className="text-sm text-muted-foreground">No donations yet.</p>
          )}
          {pagination.totalPages > 1 && (
            <nav
              aria-label="Donation pages"
              className="mt-4 flex items-center justify-between gap-3 text-sm text-muted-foreground"
            >
              <span>{`Page ${pagination.page} of ${pagination.totalPages} (${formatCount(pagination.total)} donations)`}</span>
              <span className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={!pagination.hasPrevious}
                  onClick={() => setPage(pagination.page - 1)}
                >
                  Previous
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={!pagination.hasNext}
                  onClick={() => setPage(pagination.page + 1)}
                >
                  Next
                </Button>
              </span>
            </nav>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
