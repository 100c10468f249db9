import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CpanelApp } from '../../../../contract/site-manage-constants.js';
import type { SiteBackups } from '../../../../contract/site-manage.js';
import { apiJson } from '../../../lib/api-client';
import { siteKey, siteUrl } from './site-key';

const backupsKey = (accountId: number) => [...siteKey(accountId), 'backups'] as const;

/** GET …/backups; asked again while one is being made. */
export function useSiteBackups(accountId: number) {
  return useQuery({
    queryKey: backupsKey(accountId),
    queryFn: () => apiJson<SiteBackups>('GET', siteUrl(accountId, 'backups')),
    retry: false,
    refetchInterval: (query) => (query.state.data?.backups.some((b) => b.status === 'in_progress') ? 3000 : false),
  });
}

/** POST …/backups ("Back up now"). */
export function useStartBackup(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ message: string }>('POST', siteUrl(accountId, 'backups')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupsKey(accountId) }),
  });
}

/** POST …/backups/download {file}: a signed link, valid a few minutes, that streams the archive. */
export const backupDownloadLink = (accountId: number, file: string) =>
  apiJson<{ downloadUrl: string; expiresInMinutes: number }>('POST', siteUrl(accountId, 'backups/download'), { file });

/** POST …/cpanel-link {app}: a single-use cPanel login landing on that page. */
export const openCpanelPage = (accountId: number, app: CpanelApp) =>
  apiJson<{ loginUrl: string }>('POST', siteUrl(accountId, 'cpanel-link'), { app });
