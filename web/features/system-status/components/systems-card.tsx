import { PlugZap } from 'lucide-react';
import type { SystemStatus } from '../../../../contract/system-status.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format-time';
import type { Translate } from '../../../lib/i18n/messages';
import { useMessages } from '../../../lib/i18n/messages';
import { systemStatusMessages } from '../i18n';
import { StateBadge } from './state-badge';
import { When } from './when';

function breakerText(
  t: Translate<keyof typeof systemStatusMessages.english>,
  breaker: NonNullable<SystemStatus['breaker']>,
): string {
  if (breaker.state === 'open')
    return breaker.retryAt ? t('breakerOpenUntil', { at: formatDateTime(breaker.retryAt) }) : t('breakerOpen');
  return breaker.state === 'half_open' ? t('breakerHalfOpen') : t('breakerClosed');
}

// On phones a system that is not configured shows no 'Never' lines: they only lengthen the page.
const quiet = (system: SystemStatus) => (system.state === 'not_configured' ? 'hidden md:block' : '');

const COLUMNS = 'md:grid-cols-[minmax(9rem,1.1fr)_minmax(8rem,0.9fr)_minmax(7rem,0.8fr)_minmax(12rem,1.6fr)]';

/** One row per outside system: what it is, its state, when this server last reached it and when it last failed. */
export function SystemsCard({ systems }: { systems: SystemStatus[] }) {
  const t = useMessages(systemStatusMessages);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <PlugZap className="size-5 text-primary" aria-hidden="true" />
          {t('outsideSystems')}
        </CardTitle>
        <CardDescription>{t('systemsLead')}</CardDescription>
      </CardHeader>
      <CardContent>
        <div
          className={`hidden gap-3 border-b px-3 pb-2 text-xs font-medium uppercase tracking-wide text-muted-foreground md:grid ${COLUMNS}`}
          aria-hidden="true"
        >
          <span>{t('columnSystem')}</span>
          <span>{t('columnState')}</span>
          <span>{t('columnLastSuccess')}</span>
          <span>{t('columnLastFailure')}</span>
        </div>
        <ul aria-label={t('outsideSystems')} className="divide-y">
          {systems.map((system) => (
            <li
              key={system.id}
              aria-label={system.label}
              className={`grid gap-2 px-3 py-3 text-sm md:gap-3 ${COLUMNS}`}
            >
              <div className="min-w-0">
                <p className="font-medium">{system.label}</p>
                {system.detail && (
                  <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{system.detail}</p>
                )}
              </div>
              <div className="grid content-start gap-1">
                <StateBadge state={system.state} />
                {system.breaker && <p className="text-xs text-muted-foreground">{breakerText(t, system.breaker)}</p>}
              </div>
              <p className={quiet(system)}>
                <span className="text-muted-foreground md:hidden">{t('lastSuccessLabel')} </span>
                <When at={system.lastSuccessAt} />
              </p>
              <div className={`min-w-0 ${quiet(system)}`}>
                <p>
                  <span className="text-muted-foreground md:hidden">{t('lastFailureLabel')} </span>
                  <When at={system.lastFailureAt} />
                </p>
                {system.lastFailureMessage && (
                  <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{system.lastFailureMessage}</p>
                )}
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
