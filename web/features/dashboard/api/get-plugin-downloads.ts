import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecentDownload } from '../../../../contract/library.js';
import { apiJson } from '../../../lib/api-client';

/** GET /api/plugin-downloads: the user's own latest plugin and theme downloads, newest first. */
export function getPluginDownloads(): Promise<RecentDownload[]> {
  return apiJson<RecentDownload[]>('GET', '/api/plugin-downloads');
}

export const pluginDownloadsQueryOptions = () => queryOptions({ queryKey: ['/api/plugin-downloads'] as const, queryFn: getPluginDownloads });

export function usePluginDownloads() {
  return useQuery(pluginDownloadsQueryOptions());
}
