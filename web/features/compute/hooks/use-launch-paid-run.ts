import { useMessages } from '../../../lib/i18n/messages';
import { computeMessages } from '../i18n';
import { useState } from 'react';
import type { ExtraRunLaunch } from '../../../../contract/compute-extra-runs.js';
import { toast } from '../../../components/ui/use-toast';
import { apiErrorCode, errorMessage } from '../../../lib/api-error';
import { useLaunchExtraRun } from '../api/extra-run';

/** Stripe may report 'processing' a moment before the payment succeeds: ask the server a few times. */
const LAUNCH_TRIES = 5;
const LAUNCH_PAUSE_MS = 1500;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts a paid run once the server (which asks Stripe) says it is paid: right after the card form, or back from
 * Stripe Checkout. A refusal is a toast and `failed`; the caller offers to ask again.
 */
export function useLaunchPaidRun(provider: string) {
  const launch = useLaunchExtraRun(provider);
  const t = useMessages(computeMessages);
  const [launching, setLaunching] = useState(false);
  const [failed, setFailed] = useState(false);

  async function launchPaidRun(id: number): Promise<ExtraRunLaunch | null> {
    setLaunching(true);
    setFailed(false);
    for (let attempt = 1; ; attempt += 1) {
      try {
        const result = await launch.mutateAsync(id);
        setLaunching(false);
        return result;
      } catch (error) {
        const notPaidYet = apiErrorCode(error) === 'extraRunNotPaid';
        if (notPaidYet && attempt < LAUNCH_TRIES) {
          await pause(LAUNCH_PAUSE_MS);
          continue;
        }
        toast({
          title: t('provisioningFailed'),
          description: errorMessage(error, t('provisioningFailed')),
          variant: 'destructive',
        });
        setLaunching(false);
        setFailed(true);
        return null;
      }
    }
  }

  return { launchPaidRun, launching, failed };
}
