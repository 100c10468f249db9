import { COMPUTE_MESSAGES } from '../../../../contract/compute-constants.js';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage, parseApiError } from '../../../lib/api-error';
import { useOpenConsoleRequest } from '../api/get-console';

/**
 * Console (providers that have one): the tab is opened on the click itself (a window opened after an await is blocked as a
 * pop-up), then pointed at the noVNC link once the server answers, or closed again when there is none.
 * The link is a bearer secret: it goes to the new tab only, never into the page, the cache or a log.
 */
export function useOpenConsole() {
  const request = useOpenConsoleRequest();
  const open = (instanceId: number) => {
    const tab = window.open('', '_blank');
    request.mutate(instanceId, {
      onSuccess: ({ vnc }) => {
        if (!vnc.url) {
          tab?.close();
          toast({
            title: COMPUTE_MESSAGES.consoleUnavailableTitle,
            description: COMPUTE_MESSAGES.consoleUnavailable,
            variant: 'destructive',
          });
          return;
        }
        if (tab) {
          tab.opener = null;
          tab.location.href = vnc.url;
        } else {
          window.open(vnc.url, '_blank', 'noopener,noreferrer');
        }
        toast({
          title: COMPUTE_MESSAGES.vncOpened,
          description: vnc.password ? `Console password: ${vnc.password}` : COMPUTE_MESSAGES.vncOpenedNoPassword,
        });
      },
      onError: (error) => {
        tab?.close();
        const { status, message } = parseApiError(error);
        if (status === 409 && message === COMPUTE_MESSAGES.consoleUnavailable) {
          toast({
            title: COMPUTE_MESSAGES.consoleUnavailableTitle,
            description: COMPUTE_MESSAGES.consoleUnavailable,
            variant: 'destructive',
          });
        } else {
          toast({
            title: COMPUTE_MESSAGES.consoleOpenFailed,
            description: errorMessage(error, COMPUTE_MESSAGES.vncFailed),
            variant: 'destructive',
          });
        }
      },
    });
  };
  return { open, isPending: request.isPending, pendingId: request.isPending ? request.variables : undefined };
}
