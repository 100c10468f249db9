// Turning WHM's loosely typed values into ours (reference §8, §10, §13–§15). Every parser is total: odd input
// becomes null rather than an exception, because one strange field must not sink a whole account list.
import type { WhmAccount, WhmPackage, WhmStat } from './types.js';

export const BYTES_PER_MB = 1_048_576;

type Raw = Record<string, unknown>;

export function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** 1, "1", "20.20" → number; null, "", "*unknown*", "unlimited", junk → null. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/** A limit: "unlimited" → null, a number or numeric string → number, anything else → null. */
export function toLimit(value: unknown): number | null {
  if (typeof value === 'string' && value.trim().toLowerCase() === 'unlimited') return null;
  return toNumber(value);
}

/** A string field; cPanel's "*unknown*" placeholder and empty strings are null. */
export function toText(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' || text === '*unknown*' ? null : text;
}

/** A raw package count ("10", 10, "0" = none allowed); "unlimited" and "*unknown*" become null. */
export function toCountLimit(value: unknown): string | null {
  const text = toText(value);
  if (text === null || text.toLowerCase() === 'unlimited') return null;
  return text;
}

/** listaccts disk figures: "123M" → 123, "none" → 0 (used), "unlimited" → null. */
export function parseMegabytes(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  if (text === 'none') return 0;
  if (text === 'unlimited') return null;
  const match = /^(\d+(?:\.\d+)?)m?$/.exec(text);
  return match ? Number(match[1]) : null;
}

/** Bytes → MB rounded to two decimals (cPanel's own 1 MB = 1,048,576 bytes). */
export function bytesToMb(bytes: number): number {
  return Math.round((bytes / BYTES_PER_MB) * 100) / 100;
}

/** Package QUOTA/BWLIMIT: MB, "unlimited" or 0 (both unlimited in cPanel, reference §15) → null. */
function packageSize(value: unknown): number | null {
  const mb = toLimit(value);
  return mb === 0 ? null : mb;
}

export function parseAccount(raw: Raw): WhmAccount {
  const suspended = toNumber(raw.suspended) === 1;
  const epoch = toNumber(raw.unix_startdate);
  const reason = toText(raw.suspendreason);
  return {
    user: toText(raw.user) ?? '',
    domain: toText(raw.domain) ?? '',
    email: toText(raw.email),
    plan: toText(raw.plan) ?? 'undefined',
    ip: toText(raw.ip),
    theme: toText(raw.theme),
    startdate: epoch !== null ? new Date(epoch * 1000).toISOString() : toText(raw.startdate),
    suspended,
    suspendReason: suspended ? (reason === 'not suspended' ? null : reason) : null,
    diskUsedMb: parseMegabytes(raw.diskused) ?? 0,
    diskLimitMb: parseMegabytes(raw.disklimit),
    limits: {
      maxpop: toCountLimit(raw.maxpop),
      maxsql: toCountLimit(raw.maxsql),
      maxftp: toCountLimit(raw.maxftp),
      maxsub: toCountLimit(raw.maxsub),
      maxaddons: toCountLimit(raw.maxaddons),
      maxparked: toCountLimit(raw.maxparked),
    },
  };
}

export function parsePackage(raw: Raw): WhmPackage {
  return {
    name: toText(raw.name) ?? '',
    quotaMb: packageSize(raw.QUOTA),
    bandwidthMb: packageSize(raw.BWLIMIT),
    maxpop: toCountLimit(raw.MAXPOP),
    maxsql: toCountLimit(raw.MAXSQL),
    maxsub: toCountLimit(raw.MAXSUB),
    maxftp: toCountLimit(raw.MAXFTP),
  };
}

/** One StatsBar entry; null when `_count` is not a number (then the stat counts as not available). */
export function parseStat(raw: Raw): WhmStat | null {
  const count = toNumber(raw._count);
  if (count === null) return null;
  return { count, max: toLimit(raw._max) };
}

/** For display: "API failure: (XID 4hnk2v) You do not…" → "You do not…". The raw text is kept elsewhere. */
export function cleanReason(raw: string): string {
  return raw
    .replace(/^\s*API failure:\s*/i, '')
    .replace(/^\(XID [^)]*\)\s*/i, '')
    .trim();
}
