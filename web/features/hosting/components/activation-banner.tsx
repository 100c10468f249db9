import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw, Rocket } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS } from '../../../../contract/constants.js';
import { Button } from '../../../components/ui/button';
import { Progress } from '../../../components/ui/progress';
import { hostingAccountsQueryOptions, invalidateHostingAccounts } from '../../../api/hosting-accounts';
import { useActivationStart } from '../hooks/use-activation-start';
import { useMessages } from '../../../lib/i18n/messages';
import { hostingMessages } from '../i18n';
import { withElements } from '../../../lib/i18n/with-elements';

const TOTAL_SECONDS = Math.round(TIMINGS.activationCountdownMs / 1000);
/** How often the account list is asked again while a countdown runs: the banner goes as soon as WHM is done. */
export const ACTIVATION_POLL_MS = 5000;

function formatClock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${s.toString().padStart(2, '0')}`;
}

/**
 * 000 §4: after an anonymous account is created from the dashboard, a 120-second countdown while the server
 * sets the account up; then the list refreshes and the banner hides. Refresh Now refreshes at once.
 * `startedAt` lets a countdown begun on another page (the domain registration) carry on where it is.
 */
export function ActivationBanner({ startedAt, onFinished }: { startedAt?: number; onFinished?: () => void }) {
  const queryClient = useQueryClient();
  const [started] = useState(() => startedAt ?? Date.now());
  const remainingAt = useCallback(
    (now: number) => Math.max(0, TOTAL_SECONDS - Math.floor((now - started) / 1000)),
    [started],
  );
  const [remaining, setRemaining] = useState(() => remainingAt(Date.now()));
  const finished = useRef(false);

  const refresh = useCallback(() => invalidateHostingAccounts(queryClient), [queryClient]);

  // The clock, not the number of ticks, decides what is left: a throttled background tab stays right.
  const done = remaining <= 0;
  useEffect(() => {
    if (done) return;
    const timer = setInterval(() => setRemaining(remainingAt(Date.now())), 1000);
    return () => clearInterval(timer);
  }, [done, remainingAt]);

  useEffect(() => {
    if (!done || finished.current) return;
    finished.current = true;
    void refresh();
    onFinished?.();
  }, [done, refresh, onFinished]);

  if (done) return null;
  return <ActivationBannerView remaining={remaining} onRefresh={() => void refresh()} />;
}

function ActivationBannerView({ remaining, onRefresh }: { remaining: number; onRefresh: () => void }) {
  const t = useMessages(hostingMessages);
  const percent = ((TOTAL_SECONDS - remaining) / TOTAL_SECONDS) * 100;
  return (
    <section
      role="status"
      aria-labelledby="activation-banner-title"
      className="grid gap-4 rounded-xl border border-blue-200 bg-blue-50 p-5 text-blue-950 sm:p-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-blue-600 text-blue-50">
            <Rocket className="size-5" aria-hidden="true" />
          </span>
          <div className="grid gap-1">
            <h2 id="activation-banner-title" className="font-semibold">
              {t('activationTitle')}
            </h2>
            <p className="text-sm text-blue-900">
              {withElements((values) => t('activationLead', values), {
                time: (
                  <strong className="tabular-nums" data-testid="activation-remaining">
                    {formatClock(remaining)}
                  </strong>
                ),
              })}
            </p>
          </div>
        </div>
        <Button
          variant={null}
          className="border border-blue-300 bg-card shadow-sm hover:bg-accent hover:text-accent-foreground"
          onClick={onRefresh}
        >
          <RefreshCw aria-hidden="true" />
          {t('refreshNow')}
        </Button>
      </div>
      <Progress value={percent} aria-label={t('activationProgress')} track="info" />
    </section>
  );
}

/**
 * The banner where the dashboard wants it, when a countdown is due (see useActivationStart). It is a promise that
 * something is still being set up, so it goes (and stays gone after a reload) as soon as the list has accounts and
 * none of them is pending: no countdown above an account already Active. The list is asked again every 5 s.
 */
export function ActivationBannerSlot() {
  const { active, startedAt, finish } = useActivationStart();
  const accounts = useQuery({
    ...hostingAccountsQueryOptions(),
    enabled: active,
    refetchInterval: active ? ACTIVATION_POLL_MS : false,
  });
  const settled =
    !!accounts.data && accounts.data.length > 0 && !accounts.data.some((account) => account.status === 'pending');
  useEffect(() => {
    if (active && settled) finish();
  }, [active, settled, finish]);
  return active && !settled ? <ActivationBanner startedAt={startedAt} onFinished={finish} /> : null;
}
