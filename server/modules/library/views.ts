import type { AdminLibraryItem, PluginDetail, PluginListItem, RecentDownload } from '../../../contract/library.js';
import type { ItemRow } from './repo.js';
import type { listRecentDownloads } from './download-repo.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const IMAGE_ROUTE_PREFIX = '/api/library/images/';

export const imageUrlOf = (key: string) => `${IMAGE_ROUTE_PREFIX}${key}`;

/** The FileStore key behind an imageUrl we made; null for anything else (an external URL, a seed). */
export function imageKeyOf(imageUrl: string | null): string | null {
  return imageUrl?.startsWith(IMAGE_ROUTE_PREFIX) ? imageUrl.slice(IMAGE_ROUTE_PREFIX.length) : null;
}

export function toListItem(row: Pick<ItemRow, keyof PluginListItem>): PluginListItem {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    category: row.category,
    imageUrl: row.imageUrl,
    downloadCount: row.downloadCount,
    author: row.author,
    version: row.version,
    isPublic: row.isPublic,
    latestVersion: row.latestVersion,
  };
}

export function toDetail(row: ItemRow): PluginDetail {
  return {
    ...toListItem(row),
    fileName: row.fileName,
    fileSize: row.fileSize,
    latestVersionCheckedAt: iso(row.latestVersionCheckedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAdminItem(row: ItemRow): AdminLibraryItem {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    category: row.category,
    version: row.version,
    author: row.author,
    fileName: row.fileName,
    fileSize: row.fileSize,
    downloadCount: row.downloadCount,
    imageUrl: row.imageUrl,
    isActive: row.isActive,
    isPublic: row.isPublic,
    uploadedBy: row.uploadedBy,
    latestVersion: row.latestVersion,
    latestVersionCheckedAt: iso(row.latestVersionCheckedAt),
    latestVersionSource: row.latestVersionSource,
    latestVersionNotes: row.latestVersionNotes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type RecentRow = Awaited<ReturnType<typeof listRecentDownloads>>[number];

export function toRecentDownload(row: RecentRow): RecentDownload {
  const isPlugin = row.pluginId !== null;
  return {
    id: row.id,
    type: isPlugin ? 'plugin' : 'theme',
    pluginId: row.pluginId,
    themeId: row.themeId,
    name: (isPlugin ? row.pluginName : row.themeName) ?? '',
    slug: (isPlugin ? row.pluginSlug : row.themeSlug) ?? '',
    version: isPlugin ? row.pluginVersion : row.themeVersion,
    downloadedAt: row.downloadedAt.toISOString(),
  };
}
