import { useQueryClient } from '@tanstack/react-query';
import { TIMINGS } from '../../../../contract/constants.js';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { replacePage } from '../../../lib/page-navigation';
import { endSession } from '../../../lib/session';
import { useLogoutRequest } from '../api/logout';
import { useMessages } from '../../../lib/i18n/messages';
import { authMessages } from '../i18n';

/** Sign out: clear the token, the user and every cached answer, then replace the location with /. */
export function useLogout() {
  const queryClient = useQueryClient();
  const request = useLogoutRequest();
  const t = useMessages(authMessages);
  const logout = () =>
    request.mutate(undefined, {
      onSuccess: () => {
        endSession(queryClient);
        toast({ title: t('logoutTitle') });
        setTimeout(() => replacePage('/'), TIMINGS.redirectMs);
      },
      onError: (error) => {
        toast({ title: t('logoutFailedTitle'), description: errorMessage(error, ''), variant: 'destructive' });
      },
    });
  return { logout, isPending: request.isPending };
}
