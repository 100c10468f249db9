import { SUPPORT_STATUSES } from '../../../../contract/support.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { formatCount } from '../../../lib/format-count';
import { useDeskFigures } from '../api/desk-figures';
import { formatMinutes, STATUS_LABELS } from '../labels';

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
  const figures = useDeskFigures();
  if (figures.isPending) return <Spinner label="Loading the figures..." />;
  if (figures.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        Could not load the figures: {errorMessage(figures.error, 'unknown error')}
      </p>
    );
  const f = figures.data;
  const minutes = (value: number | null) => (value === null ? '—' : formatMinutes(value));
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Tickets by status</CardTitle>
          <CardDescription>Every ticket not closed, as it stands now.</CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {SUPPORT_STATUSES.filter((s) => s !== 'closed').map((s) => (
            <Figure key={s} label={STATUS_LABELS[s]} value={formatCount(f.openByStatus[s] ?? 0)} />
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Speed and reach</CardTitle>
          <CardDescription>Medians over every answered and every solved ticket.</CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Figure label="Median first response" value={minutes(f.medianFirstResponseMinutes)} />
          <Figure label="Median resolution" value={minutes(f.medianResolutionMinutes)} />
          <Figure label="Breaches now" value={formatCount(f.breaches)} hint="Unanswered past the first-response time" />
          <Figure
            label="Deflections"
            value={f.deflections === null ? '—' : formatCount(f.deflections)}
            hint="A suggested help article opened and no ticket followed (help center figures' window)"
          />
        </CardContent>
      </Card>
    </div>
  );
}
