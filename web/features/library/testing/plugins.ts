import type { LibraryPlugin, PluginDetail } from '../types';

export function makePlugin(id: number, overrides: Partial<LibraryPlugin> = {}): LibraryPlugin {
  return {
    id,
    name: `Plugin ${id}`,
    slug: `plugin-${id}`,
    description: `Does thing ${id}`,
    category: 'seo',
    imageUrl: null,
    downloadCount: id * 3,
    author: 'HostFree',
    version: '1.0.0',
    isPublic: false,
    latestVersion: null,
    ...overrides,
  };
}

export function makePluginDetail(id: number, overrides: Partial<PluginDetail> = {}): PluginDetail {
  return {
    ...makePlugin(id),
    fileName: `plugin-${id}.zip`,
    fileSize: 3 * 1024 * 1024,
    latestVersionCheckedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-02-01T00:00:00.000Z',
    ...overrides,
  };
}

/**
 * A catalogue list answer as the server gives it: the page the URL asks for (offset, limit) of `items`, and the
 * total in X-Total-Count.
 */
export function catalogueReply<T>(items: readonly T[]) {
  return (_body: unknown, _init: RequestInit, url: string) => {
    const query = new URL(url, 'http://localhost').searchParams;
    const offset = Number(query.get('offset') ?? 0);
    const limit = query.has('limit') ? Number(query.get('limit')) : items.length;
    return { body: items.slice(offset, offset + limit), headers: { 'x-total-count': String(items.length) } };
  };
}
