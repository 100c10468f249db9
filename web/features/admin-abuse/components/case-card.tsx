import { Check, RotateCcw } from 'lucide-react';
import type { AdminAbuseCase } from '../../../../contract/abuse-detection.js';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useCaseDecision } from '../api/abuse-cases';
import { CaseHeading, OwnerHistory } from './case-parts';
import { formatDateTimeIn } from '../../../lib/format-in-locale';
import { useLocale } from '../../../lib/i18n/locale';
import { useMessages } from '../../../lib/i18n/messages';
import { abuseMessages } from '../i18n';

const VERDICT_KEYS = {
  review: 'verdictReview',
  suspicious: 'verdictSuspicious',
  malicious: 'verdictMalicious',
} as const;
const STATUS_KEYS = { open: 'caseOpen', confirmed: 'caseConfirmed', reversed: 'caseReversed' } as const;

/**
 * One detection: every source's answer with its time, the matched signals, the fetched page's start (as text:
 * React escapes it, and it is never rendered as markup), the owner's other sites and earlier cases, and the two
 * decisions.
 */
export function CaseCard({ item }: { item: AdminAbuseCase }) {
  const t = useMessages(abuseMessages);
  const locale = useLocale();
  const formatDateTime = (value: string) => formatDateTimeIn(locale, value);
  const decide = useCaseDecision();
  // mutateAsync, not mutate's own callbacks: the decided case leaves the open list (this card unmounts) before
  // those would run, and the admin must still read the answer.
  const onDecide = async (decision: 'confirm' | 'reverse') => {
    try {
      toast({ title: (await decide.mutateAsync({ id: item.id, decision })).message });
    } catch (error) {
      toast({
        title: decision === 'confirm' ? t('confirmFailed') : t('reverseFailed'),
        description: errorMessage(error, t('nothingChanged')),
        variant: 'destructive',
      });
    }
  };

  return (
    <Card aria-label={t('caseLabel', { id: item.id, domain: item.domain })}>
      <CaseHeading
        kind={
          <Badge variant={item.verdict === 'malicious' ? 'destructive' : 'secondary'}>
            {t(VERDICT_KEYS[item.verdict])}
          </Badge>
        }
        domain={item.domain}
        site={item.site}
        closed={item.status !== 'open' && <Badge variant="outline">{t(STATUS_KEYS[item.status])}</Badge>}
        description={
          <>
            #{item.id} · {formatDateTime(item.createdAt)} · {item.threat} · {t('score', { score: item.score })} ·{' '}
            {item.origin === 'name' ? t('nameCheck') : t('contentScan')}
            {item.quarantinedAt && ` · ${t('quarantinedAt', { date: formatDateTime(item.quarantinedAt) })}`}
            {item.quarantinedAt && !item.suspendedAt && ` ${t('waitingForWhm')}`} ·{' '}
            {item.appealable ? t('appealable') : t('notAppealable')}
          </>
        }
      />
      <CardContent className="grid gap-4 text-sm">
        <div className="grid gap-1">
          <p className="font-medium">{t('signals')}</p>
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
            <p className="font-medium">{t('reputationSources')}</p>
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
              {t('fetchedPage')} <span className="break-all font-mono text-xs font-normal">{item.pageUrl}</span>
            </p>
            <pre className="max-h-48 overflow-auto whitespace-pre-wrap break-all rounded-md bg-muted p-2 text-xs">
              {item.snippet}
            </pre>
          </div>
        )}
        <OwnerHistory
          owner={item.owner}
          otherSites={item.ownerOtherSites}
          earlierTitle={t('earlierCases')}
          earlier={item.earlierCases.map((c) => ({
            id: c.id,
            line: `#${c.id} · ${c.domain} · ${t(VERDICT_KEYS[c.verdict])} · ${formatDateTime(c.createdAt)} · ${t(STATUS_KEYS[c.status])}`,
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
              {item.quarantinedAt ? t('confirm') : t('confirmAndQuarantine')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => void onDecide('reverse')} disabled={decide.isPending}>
              <RotateCcw aria-hidden="true" />
              {item.quarantinedAt ? t('reverseAndRestore') : t('reverseFalsePositive')}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
