import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { TIMINGS } from '../../../../contract/constants.js';
import { toast } from '../../../components/ui/use-toast';
import { parseApiError } from '../../../lib/api-error';
import { useCreateHostingAccountMutation, type CreateHostingAccountResponse } from '../api/create-hosting-account';
import { useMessages, type Translate } from '../../../lib/i18n/messages';
import { domainsMessages, type DomainsKey } from '../i18n';
import { serverMessage } from '../server-message';

export type CreateContext = 'landing' | 'dashboard';

export interface CreateFlowOptions {
  context: CreateContext;
  /** Anonymous users creating from the dashboard get the 120-second activation banner (000 §4). */
  isAnonymous: boolean;
}

export function createdDescription(result: CreateHostingAccountResponse, t: Translate<DomainsKey>): string {
  return t(result.account.status === 'active' ? 'createdReady' : 'createdSettingUp', { domain: result.domain });
}

/**
 * 000 §4 hosting-account creation for a signed-in user: toast, refresh the list (the mutation does), let the
 * caller clear its inputs, then /dashboard after 1 second. Failures: 'Error' with the server's message, or the
 * dashboard's fixed 'Error Creating Account' text (000 §8); a 401 means the session is gone.
 */
export function useCreateHostingFlow({ context, isAnonymous }: CreateFlowOptions) {
  const mutation = useCreateHostingAccountMutation();
  const [, navigate] = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const t = useMessages(domainsMessages);
  useEffect(() => () => clearTimeout(timer.current), []);

  const create = useCallback(
    (label: string, onDone?: (result: CreateHostingAccountResponse) => void) => {
      mutation.mutate(label, {
        onSuccess: (result) => {
          toast({ title: t('createdTitle'), description: createdDescription(result, t) });
          onDone?.(result);
          const target = context === 'dashboard' && isAnonymous ? '/dashboard?activation=true' : '/dashboard';
          timer.current = setTimeout(() => navigate(target), TIMINGS.hostingCreatedRedirectMs);
        },
        onError: (error) => {
          if (parseApiError(error).status === 401) {
            toast({ title: t('authRequiredTitle'), description: t('authRequired'), variant: 'destructive' });
          } else if (context === 'dashboard') {
            toast({
              title: t('dashboardCreateFailedTitle'),
              description: t('dashboardCreateFailed'),
              variant: 'destructive',
            });
          } else {
            toast({
              title: t('createFailedTitle'),
              description: serverMessage(error, t('dashboardCreateFailed')),
              variant: 'destructive',
            });
          }
        },
      });
    },
    [mutation, context, isAnonymous, navigate, t],
  );

  // A success keeps the button busy until the redirect: one click, one account.
  return { create, isPending: mutation.isPending || mutation.isSuccess };
}
