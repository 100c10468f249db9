import { useCallback } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { parseApiError } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/session';
import { useRequestDownload } from '../api/request-download';
import { LIBRARY_COPY as M } from '../messages';
import { openUrl } from './browser-navigation';

/** 001 §6, §8: the sign-in redirect after the 'Authentication Required' toast of a library card. */
export const SIGN_IN_REDIRECT_MS = 1000;
/** 001 §8: after 'Unauthorized' (the session ended), /api/login follows after 0.5 s. */
export const LOGGED_OUT_REDIRECT_MS = 500;

interface Downloadable { id: number; name: string }

/**
 * A library card's Download (plugins): visitors are told to sign in and sent to /api/login after 1 s;
 * signed-in users get a short-lived link that the browser opens; a 401 means the session ended.
 */
export function usePluginDownload() {
  const { user } = useCurrentUser();
  const request = useRequestDownload('plugin');
  const download = useCallback((plugin: Downloadable) => {
    if (!user) {
      toast({ title: M.authRequiredTitle, description: M.signInToDownloadPlugins, variant: 'destructive' });
      setTimeout(() => openUrl('/api/login'), SIGN_IN_REDIRECT_MS);
      return;
    }
    request.mutate(plugin.id, {
      onSuccess: ({ downloadUrl }) => {
        toast({ title: M.downloadStartedTitle, description: `${plugin.name} is downloading.` });
        openUrl(downloadUrl);
      },
      onError: (error) => {
        const { status, message } = parseApiError(error);
        if (status === 401) {
          toast({ title: M.unauthorizedTitle, description: M.loggingInAgain, variant: 'destructive' });
          setTimeout(() => openUrl('/api/login'), LOGGED_OUT_REDIRECT_MS);
          return;
        }
        toast({ title: M.downloadFailedTitle, description: message || `Could not download ${plugin.name}. Please try again.`, variant: 'destructive' });
      },
    });
  }, [user, request]);
  return { download, pendingId: request.isPending ? request.variables : undefined };
}

/** A theme card's Download: sign-in required ('Please log in to download themes.'), failures 'Download Error'. */
export function useThemeDownload() {
  const { user } = useCurrentUser();
  const request = useRequestDownload('theme');
  const download = useCallback((theme: Downloadable) => {
    if (!user) {
      toast({ title: M.authRequiredTitle, description: M.logInToDownloadThemes, variant: 'destructive' });
      return;
    }
    request.mutate(theme.id, {
      onSuccess: ({ downloadUrl }) => {
        toast({ title: M.downloadStartedTitle, description: `${theme.name} is downloading.` });
        openUrl(downloadUrl);
      },
      onError: (error) => {
        toast({ title: M.downloadErrorTitle, description: parseApiError(error).message || M.downloadThemeFallback, variant: 'destructive' });
      },
    });
  }, [user, request]);
  return { download, pendingId: request.isPending ? request.variables : undefined };
}
