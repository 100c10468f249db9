import { describe, expect, it } from 'vitest';
import type { PluginListItem } from '../../../contract/library.js';
import { createReadyAnswer } from '../../lib/ready-answer.js';
import { createCatalogueCache } from './catalogue-cache.js';

const item = (i: number, name: string) =>
  ({ id: i, name, slug: `p-${i}`, description: null, category: 'seo', isPublic: true }) as unknown as PluginListItem;

describe('catalogue cache', () => {
  it('answers a query it has answered before at once, the same answer, and a new query once loaded', async () => {
    let loads = 0;
    const cache = createCatalogueCache(async () => {
      loads += 1;
      return [item(1, 'Cache Fast'), item(2, 'Forms')];
    });
    const first = cache.answer('plugin', { search: 'cache' });
    expect(first).toBeInstanceOf(Promise);
    const answer = await first;
    expect(JSON.parse(answer.json).map((p: PluginListItem) => p.id)).toEqual([1]);
    // The same words in another case and spacing: the same ready answer, with no promise.
    expect(cache.answer('plugin', { search: '  CACHE ' })).toBe(answer);
    expect(loads).toBe(1);
  });

  it('keeps a detail as its answer once loaded, and does not keep a failed read', async () => {
    const cache = createCatalogueCache(async () => []);
    const ready = createReadyAnswer('{"slug":"p-1"}');
    const loading = cache.detail('plugin', 'p-1', async () => ready);
    expect(await loading).toBe(ready);
    expect(cache.detail('plugin', 'p-1', () => Promise.reject(new Error('not asked')))).toBe(ready);
    expect(cache.detail('plugin', 'gone', async () => null)).toBeInstanceOf(Promise);
    await Promise.resolve();
    expect(cache.detail('plugin', 'gone', () => Promise.reject(new Error('not asked')))).toBeNull();

    const failing = cache.detail('plugin', 'p-2', () => Promise.reject(new Error('database down')));
    await expect(failing).rejects.toThrow('database down');
    expect(await cache.detail('plugin', 'p-2', async () => ready)).toBe(ready);
    cache.forgetDetails('plugin');
    expect(cache.detail('plugin', 'p-1', async () => null)).toBeInstanceOf(Promise);
  });

  it('pages a 2,000-plugin catalogue: 24 at a time, each plugin once, in order, with the total of the matches', async () => {
    const catalogue = Array.from({ length: 2000 }, (_, i) => ({
      ...item(i + 1, `Plugin ${i + 1}`),
      category: i % 4 === 0 ? 'forms' : 'seo',
    }));
    const cache = createCatalogueCache(async () => catalogue);
    const seen: number[] = [];
    for (let offset = 0; ; offset += 24) {
      const page = await cache.answer('plugin', { offset, limit: 24 });
      expect(page.headers).toEqual({ 'x-total-count': '2000' });
      const ids = (JSON.parse(page.json) as PluginListItem[]).map((p) => p.id);
      if (ids.length === 0) break;
      seen.push(...ids);
    }
    expect(seen).toEqual(catalogue.map((p) => p.id));
    const forms = await cache.answer('plugin', { category: 'forms', offset: 480, limit: 24 });
    expect(forms.headers).toEqual({ 'x-total-count': '500' });
    expect((JSON.parse(forms.json) as PluginListItem[]).map((p) => p.id)).toEqual(
      catalogue
        .filter((p) => p.category === 'forms')
        .slice(480)
        .map((p) => p.id),
    );
  });
});
