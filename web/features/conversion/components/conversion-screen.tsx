import { useQueryClient } from '@tanstack/react-query';
import { CircleCheckBig, TriangleAlert } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { TIMINGS } from '../../../../contract/constants.js';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { currentUserQueryOptions } from '../../../lib/session';
import { conversionCopy } from '../conversion-copy';
import {
  destinationPathname,
  readConversionParams,
  withFromConversion,
  type ConversionParams,
} from '../conversion-target';
import { useConversionTracking } from '../hooks/use-conversion-tracking';
import { useCountdown } from '../hooks/use-countdown';
import { useMessages } from '../../../lib/i18n/messages';
import { withElements } from '../../../lib/i18n/with-elements';
import { conversionMessages } from '../i18n';

const TOTAL = TIMINGS.conversionCountdownSeconds;

/** /conversion: 'Registration Successful', a 10-second countdown, then on to the destination. */
export function ConversionScreen() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const t = useMessages(conversionMessages);
  const params = useMemo<ConversionParams | null>(() => {
    try {
      return readConversionParams(search);
    } catch {
      return null;
    }
  }, [search]);

  useConversionTracking(params?.type ?? null);

  // 000 §2: on an initialisation error, go to / after 3 seconds.
  useEffect(() => {
    if (params) return;
    const timer = setTimeout(() => navigate('/', { replace: true }), TIMINGS.conversionErrorRedirectMs);
    return () => clearTimeout(timer);
  }, [params, navigate]);

  const leaving = useRef(false);
  const proceed = async () => {
    if (!params || leaving.current) return;
    leaving.current = true;
    if (destinationPathname(params.destination) === '/dashboard') {
      await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 }).catch(() => undefined);
    }
    navigate(withFromConversion(params.destination));
  };

  const remaining = useCountdown(TOTAL, () => void proceed(), params !== null);

  if (!params) {
    return (
      <Card className="mx-auto max-w-lg text-center">
        <div className="grid justify-items-center gap-3 p-8">
          <TriangleAlert className="size-10 text-amber-500" aria-hidden="true" />
          <h1 className="text-xl font-semibold">{t('errorTitle')}</h1>
          <p className="text-muted-foreground">{t('errorRedirect')}</p>
        </div>
      </Card>
    );
  }

  const copy = conversionCopy(params.type);
  return (
    <Card className="mx-auto max-w-lg overflow-hidden text-center">
      <div
        className="h-1.5 bg-gradient-to-r rtl:bg-gradient-to-l from-emerald-400 via-primary to-indigo-500"
        aria-hidden="true"
      />
      <div className="grid justify-items-center gap-4 p-8 sm:p-10">
        <span className="flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-600">
          <CircleCheckBig className="size-9" aria-hidden="true" />
        </span>
        <p className="text-sm font-semibold uppercase tracking-wider text-emerald-700">{t('registrationSuccessful')}</p>
        <h1 className="text-2xl font-bold tracking-tight">{t(copy.title)}</h1>
        <p className="text-muted-foreground">{t(copy.message)}</p>
        <div className="mt-2 grid w-full gap-2">
          <Progress value={((TOTAL - remaining) / TOTAL) * 100} aria-label={t('timeUntilRedirect')} />
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {withElements(
              (values) => t('continuingIn', values),
              {
                seconds: <span className="font-semibold text-foreground">{remaining}</span>,
              },
              { count: remaining },
            )}
          </p>
        </div>
        <Button variant="outline" onClick={() => void proceed()}>
          {t('continueNow')}
        </Button>
      </div>
    </Card>
  );
}
