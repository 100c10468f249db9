import type { HelpFigures as Figures } from '../../../../contract/help-center.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-error';
import { formatCount } from '../../../lib/format-count';
import { useHelpFigures } from '../api/admin-help';

function Figure({ label, value, hint }: { label: string; value: number; hint: string }) {
  return (
    <div className="grid gap-1 rounded-lg border p-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{formatCount(value)}</dd>
      <dd className="text-xs text-muted-foreground">{hint}</dd>
    </div>
  );
}

const share = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)}%` : '—');

/** Deflections and votes: the same figures /api/admin/metrics gives Prometheus. */
export function HelpFigures() {
  const figures = useHelpFigures();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Answered before a ticket</CardTitle>
        <CardDescription>
          {figures.data
            ? `The last ${figures.data.days} days. A deflection is a suggested article opened from the ticket form with no ticket following within a day.`
            : 'Suggested articles opened from the ticket form, and what followed.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {figures.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load the figures: {errorMessage(figures.error, 'unknown error')}
          </p>
        ) : (
          <FigureList figures={figures.data} />
        )}
      </CardContent>
    </Card>
  );
}

function FigureList({ figures }: { figures: Figures | undefined }) {
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
        label="Deflections"
        value={f.deflections}
        hint={`${share(f.deflections, f.deflections + f.ticketsFollowed)} of the decided forms`}
      />
      <Figure label="Tickets after reading" value={f.ticketsFollowed} hint="An article was opened, a ticket followed" />
      <Figure
        label="Forms with an article opened"
        value={f.suggestionsOpened}
        hint={`${f.undecided} still within the day`}
      />
      <Figure
        label="Helpful votes"
        value={f.helpfulYes}
        hint={`${f.helpfulNo} not helpful (${share(f.helpfulYes, f.helpfulYes + f.helpfulNo)} yes)`}
      />
    </dl>
  );
}
