import { LIBRARY_TOTAL_HEADER } from '../../../contract/constants.js';
import type { LibraryQuery, PluginListItem } from '../../../contract/library.js';
import { createReadyAnswer, type ReadyAnswer } from '../../lib/ready-answer.js';
import type { LibraryKind } from './repo.js';

// The catalogue (and each plugin page's detail) is read on every library and landing page view and changes only when an admin uploads,
// edits or deletes (or the version tracker reports): so each kind is loaded once and each distinct query's
// JSON is kept ready to send (and its brotli and gzip forms, made once each: server/lib/ready-answer.ts). Admin changes on this instance clear it at once; every
// instance's changes arrive by NOTIFY (change-watch.ts, migration 0022); TTL_MS bounds what a lost or absent feed
// misses, and how long a download count lags in the lists (a detail drops at once). bench/README.md has the effect.

const TTL_MS = 30_000;
const MAX_ANSWERS = 500;

export interface CatalogueCache {
  /**
   * The JSON answer for a query: the page (offset, limit) of the matching items, most downloaded first, with the
   * count of all matches in its LIBRARY_TOTAL_HEADER. An answer already made is returned as it is (no promise: the
   * hot path of every library page), a new one once the catalogue is loaded.
   */
  answer(
    kind: LibraryKind,
    query: LibraryQuery & { publicOnly?: boolean },
    url?: string,
  ): ReadyAnswer | Promise<ReadyAnswer>;
  items(kind: LibraryKind): Promise<PluginListItem[]>;
  /** A plugin's detail answer by slug (null: no active plugin has it), loaded once per TTL like the lists; as it is once loaded. */
  detail(
    kind: LibraryKind,
    slug: string,
    load: () => Promise<ReadyAnswer | null>,
    url?: string,
  ): ReadyAnswer | null | Promise<ReadyAnswer | null>;
  /**
   * The answer made for this exact request URL (given to answer() or detail() with it), while the catalogue it was
   * made from is current: a route sends it before its hooks run (config.keptAnswer). Never loads anything.
   */
  keptForUrl(kind: LibraryKind, url: string): ReadyAnswer | undefined;
  invalidate(kind?: LibraryKind): void;
  /** Drops the kept detail answers (a download changed a count they show); the lists stay. */
  forgetDetails(kind: LibraryKind): void;
}

interface Entry {
  loadedAt: number;
  items: Promise<PluginListItem[]>;
  answers: Map<string, ReadyAnswer>;
  /** A slug's answer while it loads, then the answer itself. */
  details: Map<string, ReadyAnswer | null | Promise<ReadyAnswer | null>>;
  /** Request URL -> the answer made for it, list or detail (all cleared with the details by forgetDetails). */
  byUrl: Map<string, ReadyAnswer>;
}

export function createCatalogueCache(
  load: (kind: LibraryKind) => Promise<PluginListItem[]>,
  nowMs = () => Date.now(),
): CatalogueCache {
  const entries = new Map<LibraryKind, Entry>();

  function currentEntry(kind: LibraryKind): Entry | undefined {
    const current = entries.get(kind);
    return current && nowMs() - current.loadedAt < TTL_MS ? current : undefined;
  }

  function entryOf(kind: LibraryKind): Entry {
    const current = currentEntry(kind);
    if (current) return current;
    const fresh: Entry = {
      loadedAt: nowMs(),
      items: load(kind),
      answers: new Map(),
      details: new Map(),
      byUrl: new Map(),
    };
    // A failed load must not be cached.
    fresh.items.catch(() => {
      if (entries.get(kind) === fresh) entries.delete(kind);
    });
    entries.set(kind, fresh);
    return fresh;
  }

  return {
    answer(kind, { category, search, limit, offset = 0, publicOnly = false }, url) {
      const entry = entryOf(kind);
      const words = normaliseSearch(search);
      const cat = category && category !== 'all' ? category : '';
      const cacheKey = `${publicOnly ? 1 : 0}|${cat}|${offset}|${limit ?? ''}|${words.join(' ')}`;
      const ready = entry.answers.get(cacheKey);
      if (ready !== undefined) {
        if (url !== undefined) keepForUrl(entry, url, ready);
        return ready;
      }
      return entry.items.then((items) => {
        // The list is in its final order already: the page is taken while counting every match for the total.
        const end = limit === undefined ? Infinity : offset + limit;
        const page: PluginListItem[] = [];
        let total = 0;
        for (const item of items) {
          if (
            (!publicOnly || item.isPublic) &&
            (!cat || item.category === cat) &&
            (words.length === 0 || matchesAll(item, words))
          ) {
            if (total >= offset && total < end) page.push(item);
            total += 1;
          }
        }
        const answer = createReadyAnswer(JSON.stringify(page), { [LIBRARY_TOTAL_HEADER]: String(total) });
        if (entry.answers.size >= MAX_ANSWERS) entry.answers.delete(entry.answers.keys().next().value as string);
        entry.answers.set(cacheKey, answer);
        if (url !== undefined) keepForUrl(entry, url, answer);
        return answer;
      });
    },
    items: (kind) => entryOf(kind).items,
    detail(kind, slug, loadDetail, url) {
      const entry = entryOf(kind);
      const { details } = entry;
      if (details.has(slug)) {
        const known = details.get(slug)!;
        if (url !== undefined && known !== null && !(known instanceof Promise)) keepForUrl(entry, url, known);
        return known;
      }
      const loading = loadDetail();
      // A failed read is not kept; any slug asked for (found or not) is, up to MAX_ANSWERS of them, as its answer once loaded.
      loading.then(
        (answer) => {
          if (details.get(slug) !== loading) return;
          details.set(slug, answer);
          if (answer && url !== undefined) keepForUrl(entry, url, answer);
        },
        () => {
          if (details.get(slug) === loading) details.delete(slug);
        },
      );
      if (details.size >= MAX_ANSWERS) details.delete(details.keys().next().value as string);
      details.set(slug, loading);
      return loading;
    },
    keptForUrl(kind, url) {
      return currentEntry(kind)?.byUrl.get(url);
    },
    forgetDetails(kind) {
      const entry = entries.get(kind);
      if (!entry) return;
      entry.details.clear();
      // The map does not tell a detail's URL from a list's: all go, and each is kept again by its next full request.
      entry.byUrl.clear();
    },
    invalidate(kind) {
      if (kind) entries.delete(kind);
      else entries.clear();
    },
  };
}

/** Bounded like the answers: a caller inventing URLs (unknown query keys, other spellings) only evicts. */
function keepForUrl(entry: Entry, url: string, answer: ReadyAnswer) {
  if (entry.byUrl.get(url) === answer) return;
  if (entry.byUrl.size >= MAX_ANSWERS) entry.byUrl.delete(entry.byUrl.keys().next().value as string);
  entry.byUrl.set(url, answer);
}

function normaliseSearch(search: string | undefined): string[] {
  return (search ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 10);
}

// Every word must appear in the name, slug, description or category.
const searchTextCache = new WeakMap<PluginListItem, string>();
function matchesAll(item: PluginListItem, words: string[]): boolean {
  let text = searchTextCache.get(item);
  if (text === undefined) {
    text = `${item.name} ${item.slug} ${item.description ?? ''} ${item.category}`.toLowerCase();
    searchTextCache.set(item, text);
  }
  return words.every((w) => text.includes(w));
}
