import { Check, RotateCcw } from 'lucide-react';
import type { AdminAbuseCase } from '../../../../contract/abuse-detection.js';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-time';
import { useCaseDecision } from '../api/abuse-cases';
import { CaseHeading, OwnerHistory } from './case-parts';

const VERDICT_TEXT = { review: 'Name held for review', suspicious: 'Suspicious', malicious: 'Malicious' } as const;
const STATUS_TEXT = { open: 'Open', confirmed: 'Confirmed', reversed: 'Reversed (false positive)' } as const;

/**
 * One detection: every source's answer with its time, the matched signals, the fetched page's start (as text:
 * React escapes it, and it is never rendered as markup), the owner's other sites and earlier cases, and the two
 * decisions.
 */
export function CaseCard({ item }: { item: AdminAbuseCase }) {
  const decide = useCaseDecision();
  // mutateAsync, not mutate's own callbacks: the decided case leaves the open list (this card unmounts) before
  // those would run, and the admin must still read the answer.
  const onDecide = async (decision: 'confirm' | 'reverse') => {
    try {
      toast({ title: (await decide.mutateAsync({ id: item.id, decision })).message });
    } catch (error) {
      toast({
        title: decision === 'confirm' ? 'Confirm failed' : 'Reverse failed',
        description: errorMessage(error, 'Nothing was changed.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Card aria-label={`Case ${item.id} about ${item.domain}`}>
      <CaseHeading
        kind={
          <Badge variant={item.verdict === 'malicious' ? 'destructive' : 'secondary'}>
            {VERDICT_TEXT[item.verdict]}
          </Badge>
        }
        domain={item.domain}
        site={item.site}
        closed={item.status !== 'open' && <Badge variant="outline">{STATUS_TEXT[item.status]}</Badge>}
        description={
          <>
            #{item.id} · {formatDateTime(item.createdAt)} · {item.threat} · score {item.score} ·{' '}
            {item.origin === 'name' ? 'name check' : 'content scan'}
            {item.quarantinedAt && ` · quarantined ${formatDateTime(item.quarantinedAt)}`}
            {item.quarantinedAt && !item.suspendedAt && ' (waiting for WHM)'} ·{' '}
            {item.appealable ? 'appealable' : 'not appealable'}
          </>
        }
      />
      <CardContent className="grid gap-4 text-sm">
        <div className="grid gap-1">
          <p className="font-medium">Signals</p>
          <ul className="grid gap-0.5">
            {item.signals.map((s, i) => (
              <li key={`${s.source}-${s.signal}-${i}`}>
                <span className="font-mono text-xs">{s.source}</span> · {s.signal} ·{' '}
                <span className="break-all text-muted-foreground">{s.detail}</span> · +{s.points}
              </li>
            ))}
          </ul>
        </div>
        {item.sources.length > 0 && (
          <div className="grid gap-1">
            <p className="font-medium">Reputation sources</p>
            <ul className="grid gap-0.5 text-muted-foreground">
              {item.sources.map((s) => (
                <li key={s.sourceId}>
                  {s.sourceId}: {s.status}
                  {s.error ? ` (${s.error})` : ''} · {formatDateTime(s.checkedAt)}
                </li>
              ))}
            </ul>
          </div>
        )}
        {item.snippet !== null && (
          <div className="grid gap-1">
            <p className="font-medium">
              Fetched page <span className="break-all font-mono text-xs font-normal">{item.pageUrl}</span>
            </p>
            <pre className="max-h-48 overflow-auto whitespace-pre-wrap break-all rounded-md bg-muted p-2 text-xs">
              {item.snippet}
            </pre>
          </div>
        )}
        <OwnerHistory
          owner={item.owner}
          otherSites={item.ownerOtherSites}
          earlierTitle="Earlier cases about this owner"
          earlier={item.earlierCases.map((c) => ({
            id: c.id,
            line: `#${c.id} · ${c.domain} · ${VERDICT_TEXT[c.verdict]} · ${formatDateTime(c.createdAt)} · ${STATUS_TEXT[c.status]}`,
          }))}
        />
        {item.status === 'open' && (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="destructive"
              onClick={() => void onDecide('confirm')}
              disabled={decide.isPending}
            >
              <Check aria-hidden="true" />
              {item.quarantinedAt ? 'Confirm' : 'Confirm and quarantine'}
            </Button>
            <Button size="sm" variant="outline" onClick={() => void onDecide('reverse')} disabled={decide.isPending}>
              <RotateCcw aria-hidden="true" />
              {item.quarantinedAt ? 'Reverse and restore the site' : 'Reverse (false positive)'}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
