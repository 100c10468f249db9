import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateCatalogue } from '../../../api/catalogue';
import { invalidatePluginDownloads } from '../../../api/plugin-downloads';
import { apiJson } from '../../../lib/api-client';

export type DownloadKind = 'plugin' | 'theme';

/** POST /api/plugins/{id}/download or /api/themes/{id}/download (signed in): a short-lived downloadUrl. */
export function requestDownload(kind: DownloadKind, id: number): Promise<{ downloadUrl: string }> {
  return apiJson<{ downloadUrl: string }>('POST', `/api/${kind}s/${id}/download`);
}

export function useRequestDownload(kind: DownloadKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => requestDownload(kind, id),
    // Download counts and the dashboard's recent downloads change with every download.
    onSuccess: () => {
      void invalidateCatalogue(queryClient, kind);
      void invalidatePluginDownloads(queryClient);
    },
  });
}
