import { useMessages } from '../../../lib/i18n/messages';
import { siteManageMessages } from '../i18n';
import { useLocale } from '../../../lib/i18n/locale';
import { LockKeyhole, RefreshCw, ShieldAlert } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useCheckHttpsAgain, useSiteHttps } from '../api/https';
import { PanelState, Section } from './panel-state';

/** HTTPS per domain: covered until when, or AutoSSL's problem with what to do, and "Check again". */
export function HttpsPanel({ accountId }: { accountId: number }) {
  const https = useSiteHttps(accountId);
  const t = useMessages(siteManageMessages);
  const locale = useLocale();
  const check = useCheckHttpsAgain(accountId);
  const running = https.data?.checkRunning || check.isPending;
  const runCheck = () =>
    check.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer.queued) toast({ title: t('checkQueued'), description: answer.message });
      },
      onError: (error) =>
        toast({ title: t('checkNotStarted'), description: errorMessage(error, t('tryAgain')), variant: 'destructive' }),
    });
  return (
    <Section id="https" title={t('httpsTitle')} lead={t('httpsLead')}>
      <PanelState isLoading={https.isLoading} error={https.error} onRetry={() => void https.refetch()}>
        <ul className="grid gap-3" data-testid="https-domains">
          {https.data?.domains.map((d) => (
            <li
              key={d.domain}
              data-domain={d.domain}
              data-covered={d.covered}
              className="grid gap-2 rounded-lg border p-3"
            >
              <div className="flex flex-wrap items-center gap-2">
                {d.covered ? (
                  <LockKeyhole className="size-4 text-emerald-600" aria-hidden="true" />
                ) : (
                  <ShieldAlert className="size-4 text-amber-600" aria-hidden="true" />
                )}
                <span className="min-w-0 font-medium [overflow-wrap:anywhere]">{d.domain}</span>
                {d.covered ? (
                  <Badge variant="success">{t('covered')}</Badge>
                ) : (
                  <Badge variant={null} className="border-transparent bg-amber-100 text-amber-900">
                    {t('notCoveredYet')}
                  </Badge>
                )}
              </div>
              {d.covered && d.expiresAt && (
                <p className="text-sm text-muted-foreground">
                  {d.issuer
                    ? t('certificateValidFrom', {
                        date: new Date(d.expiresAt).toLocaleDateString(locale),
                        issuer: d.issuer,
                      })
                    : t('certificateValid', { date: new Date(d.expiresAt).toLocaleDateString(locale) })}
                </p>
              )}
              {!d.covered && (
                <div className="grid gap-1 text-sm">
                  {d.advice && <p>{d.advice}</p>}
                  {d.problem && <p className="text-muted-foreground">{t('autosslSaid', { problem: d.problem })}</p>}
                  {!d.problem && <p className="text-muted-foreground">{t('nextCheck')}</p>}
                </div>
              )}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" onClick={runCheck} disabled={running}>
            <RefreshCw className="size-4" aria-hidden="true" />
            {t('checkAgain')}
          </Button>
          {running && <Spinner label={t('checkingDomains')} className="text-sm" />}
        </div>
      </PanelState>
    </Section>
  );
}
