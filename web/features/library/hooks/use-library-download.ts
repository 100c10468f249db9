import { createElement, useCallback, useState } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { parseApiError } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/session';
import { useRequestDownload } from '../api/request-download';
import { SignUpToDownloadDialog, type DownloadKind } from '../components/sign-up-to-download-dialog';
import { useMessages } from '../../../lib/i18n/messages';
import { libraryMessages } from '../i18n';
import { leavePage } from '../../../lib/page-navigation';

/** 001 §8: after 'Unauthorized' (the session ended), /api/login follows after 0.5 s. */
export const LOGGED_OUT_REDIRECT_MS = 500;

interface Downloadable {
  id: number;
  name: string;
}

/** The sign-up dialog a visitor's Download opens; the page renders `prompt` once. */
function useSignUpPrompt() {
  const [kind, setKind] = useState<DownloadKind | null>(null);
  const prompt = createElement(SignUpToDownloadDialog, { kind, onClose: () => setKind(null) });
  return { ask: setKind, prompt };
}

/**
 * A library card's Download (plugins): visitors get the 'Authentication Required' dialog with Sign In and Create
 * Free Account, both returning to this page (001 §8's words; a dialog rather than its toast and redirect);
 * signed-in users get a short-lived link that the browser opens; a 401 means the session ended.
 */
export function usePluginDownload() {
  const t = useMessages(libraryMessages);
  const { user } = useCurrentUser();
  const request = useRequestDownload('plugin');
  const { ask, prompt } = useSignUpPrompt();
  const download = useCallback(
    (plugin: Downloadable) => {
      if (!user) {
        ask('plugin');
        return;
      }
      request.mutate(plugin.id, {
        onSuccess: ({ downloadUrl }) => {
          toast({ title: t('downloadStartedTitle'), description: t('isDownloading', { name: plugin.name }) });
          leavePage(downloadUrl);
        },
        onError: (error) => {
          const { status, message } = parseApiError(error);
          if (status === 401) {
            toast({ title: t('unauthorizedTitle'), description: t('loggingInAgain'), variant: 'destructive' });
            setTimeout(() => leavePage('/api/login'), LOGGED_OUT_REDIRECT_MS);
            return;
          }
          toast({
            title: t('downloadFailedTitle'),
            description: message || t('couldNotDownload', { name: plugin.name }),
            variant: 'destructive',
          });
        },
      });
    },
    [user, request, ask, t],
  );
  return { download, pendingId: request.isPending ? request.variables : undefined, prompt };
}

/** A theme card's Download: visitors get the same dialog ('Please log in to download themes.'), failures 'Download Error'. */
export function useThemeDownload() {
  const t = useMessages(libraryMessages);
  const { user } = useCurrentUser();
  const request = useRequestDownload('theme');
  const { ask, prompt } = useSignUpPrompt();
  const download = useCallback(
    (theme: Downloadable) => {
      if (!user) {
        ask('theme');
        return;
      }
      request.mutate(theme.id, {
        onSuccess: ({ downloadUrl }) => {
          toast({ title: t('downloadStartedTitle'), description: t('isDownloading', { name: theme.name }) });
          leavePage(downloadUrl);
        },
        onError: (error) => {
          toast({
            title: t('downloadErrorTitle'),
            description: parseApiError(error).message || t('downloadThemeFallback'),
            variant: 'destructive',
          });
        },
      });
    },
    [user, request, ask, t],
  );
  return { download, pendingId: request.isPending ? request.variables : undefined, prompt };
}
