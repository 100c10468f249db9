import { useMessages } from '../../../lib/i18n/messages';
import { computeMessages } from '../i18n';
import { toast } from '../../../components/ui/use-toast';
import { apiErrorCode, errorMessage } from '../../../lib/api-error';
import { useOpenConsoleRequest } from '../api/get-console';

/**
 * Console (providers that have one): the tab is opened on the click itself (a window opened after an await is blocked as a
 * pop-up), then pointed at the noVNC link once the server answers, or closed again when there is none.
 * The link is a bearer secret: it goes to the new tab only, never into the page, the cache or a log.
 */
export function useOpenConsole() {
  const request = useOpenConsoleRequest();
  const t = useMessages(computeMessages);
  const open = (instanceId: number) => {
    const tab = window.open('', '_blank');
    request.mutate(instanceId, {
      onSuccess: ({ vnc }) => {
        if (!vnc.url) {
          tab?.close();
          toast({
            title: t('consoleUnavailableTitle'),
            description: t('consoleUnavailable'),
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
          title: t('vncOpened'),
          description: vnc.password ? t('consolePassword', { password: vnc.password }) : t('vncOpenedNoPassword'),
        });
      },
      onError: (error) => {
        tab?.close();
        if (apiErrorCode(error) === 'consoleUnavailable') {
          toast({
            title: t('consoleUnavailableTitle'),
            description: t('consoleUnavailable'),
            variant: 'destructive',
          });
        } else {
          toast({
            title: t('consoleOpenFailed'),
            description: errorMessage(error, t('vncFailed')),
            variant: 'destructive',
          });
        }
      },
    });
  };
  return { open, isPending: request.isPending, pendingId: request.isPending ? request.variables : undefined };
}
