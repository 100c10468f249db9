import { useQueryClient } from '@tanstack/react-query';
import { TIMINGS } from '../../../../contract/constants.js';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { replacePage } from '../../../lib/page-navigation';
import { endSession } from '../../../lib/session';
import { useLogoutRequest } from '../api/logout';
import { AUTH_MESSAGES } from '../messages';

/** Sign out: clear the token, the user and every cached answer, then replace the location with /. */
export function useLogout() {
  const queryClient = useQueryClient();
  const request = useLogoutRequest();
  const logout = () =>
    request.mutate(undefined, {
      onSuccess: () => {
        endSession(queryClient);
        toast({ title: AUTH_MESSAGES.logoutTitle });
        setTimeout(() => replacePage('/'), TIMINGS.redirectMs);
      },
      onError: (error) => {
        toast({ title: AUTH_MESSAGES.logoutFailedTitle, description: errorMessage(error, ''), variant: 'destructive' });
      },
    });
  return { logout, isPending: request.isPending };
}
