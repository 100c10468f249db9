import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { RecentDownload } from '../../contract/library.js';
import { apiJson } from '../lib/api-client';

// GET /api/plugin-downloads: the dashboard's Recent Downloads; changed by every library download.

export const PLUGIN_DOWNLOADS_KEY = ['/api/plugin-downloads'] as const;

/** The user's own latest plugin and theme downloads, newest first. */
export function getPluginDownloads(): Promise<RecentDownload[]> {
  return apiJson<RecentDownload[]>('GET', '/api/plugin-downloads');
}

export const pluginDownloadsQueryOptions = () =>
  queryOptions({ queryKey: PLUGIN_DOWNLOADS_KEY, queryFn: getPluginDownloads });

export function usePluginDownloads() {
  return useQuery(pluginDownloadsQueryOptions());
}

export function invalidatePluginDownloads(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: PLUGIN_DOWNLOADS_KEY });
}
