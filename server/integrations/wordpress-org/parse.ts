// Turning the info APIs' loosely typed replies into ours (reference §1a, §2). Every parser is total: an odd
// field becomes null, never an exception, because one strange plugin must not sink a batch of a hundred.
import type { VersionLookup, WordpressOrgKind } from './types.js';

type Raw = Record<string, unknown>;

export function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** "6.2" → "6.2"; false, "", numbers-as-junk → null (requires/tested are `false` when missing). */
export function toText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : text;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  ndash: '–',
  mdash: '—',
};

/** Names arrive with HTML entities ("Forms &amp; More", "&#8211;"). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const point = code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
    }
    return NAMED_ENTITIES[code.toLowerCase()] ?? whole;
  });
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Plugins: "YYYY-MM-DD h:mma GMT" with a 12-hour clock ("2024-09-03 7:05pm GMT").
 * Themes: last_updated_time "YYYY-MM-DD HH:MM:SS" (UTC), else last_updated "YYYY-MM-DD".
 * Answers ISO 8601 (a date alone when no time is known), or null.
 */
export function parseLastUpdated(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  let match = /^(\d{4})-(\d{2})-(\d{2}) (\d{1,2}):(\d{2})\s*([ap]m)(?: GMT)?$/i.exec(text);
  if (match) {
    const [, y, mo, d, h, mi, half] = match;
    const hour12 = Number(h);
    if (hour12 < 1 || hour12 > 12) return null;
    const hour = (hour12 % 12) + (half!.toLowerCase() === 'pm' ? 12 : 0);
    return validIso(`${y}-${mo}-${d}T${pad(hour)}:${mi}:00.000Z`);
  }
  match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (match) {
    const [, y, mo, d, h, mi, s] = match;
    return validIso(`${y}-${mo}-${d}T${h}:${mi}:${s}.000Z`);
  }
  match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match) return validIso(`${text}T00:00:00.000Z`) ? text : null;
  return null;
}

function validIso(iso: string): string | null {
  const date = new Date(iso);
  // Date rolls 2024-02-31 over to March; only an exact round trip is a real date.
  return !Number.isNaN(date.getTime()) && date.toISOString() === iso ? iso : null;
}

const NOT_FOUND = /not found/i;

/** One slug's entry of a reply: the item, an {error} object, or the old endpoints' null/false. */
export function parseEntry(kind: WordpressOrgKind, entry: unknown): VersionLookup {
  if (entry === null || entry === false) return { status: 'not_found', message: notFoundMessage(kind) };
  if (!isRecord(entry)) return { status: 'error', message: 'wordpress.org answered an entry that is not an object' };
  if (typeof entry.error === 'string') {
    return NOT_FOUND.test(entry.error) || /invalid .*slug/i.test(entry.error)
      ? { status: 'not_found', message: entry.error }
      : { status: 'error', message: `wordpress.org answered: ${entry.error.slice(0, 200)}` };
  }
  const version = toText(entry.version);
  if (!version) return { status: 'error', message: 'wordpress.org answered without a version' };
  const name = toText(entry.name);
  return {
    status: 'found',
    version,
    name: name === null ? null : decodeEntities(name),
    lastUpdated: parseLastUpdated(entry.last_updated_time) ?? parseLastUpdated(entry.last_updated),
    tested: kind === 'plugin' ? toText(entry.tested) : null,
    requires: toText(entry.requires),
    requiresPhp: toText(entry.requires_php),
  };
}

export const notFoundMessage = (kind: WordpressOrgKind) =>
  kind === 'plugin' ? 'Plugin not found.' : 'Theme not found';
