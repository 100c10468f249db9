import { MB_IN_BYTES } from '../../../contract/hosting.js';
import { formatMegabytes } from '../../lib/format-size';

// 001 §9 byte display: MB to one decimal; GB when 1024 MB or more; usage percent capped at 100;
// 'Unlimited' when the value is 'unlimited' or the number is 999 or more.

/** Figures of 999 and above are WHM's way of saying "no limit" for counts. */
export const UNLIMITED_THRESHOLD = 999;

/** The admin list carries bytes (001 §3). */
export function formatBytes(bytes: number): string {
  return formatMegabytes(bytes / MB_IN_BYTES);
}

/** A byte limit: 0 (or less) means WHM sets no limit. */
export function formatByteLimit(bytes: number): string {
  return bytes > 0 ? formatBytes(bytes) : 'Unlimited';
}

/** Count limits from WHM ('10', 'unlimited', 1000...). */
export function formatCountLimit(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'string' && value.trim().toLowerCase() === 'unlimited') return 'Unlimited';
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  return n >= UNLIMITED_THRESHOLD ? 'Unlimited' : String(n);
}

/** Used share of a limit, 0–100 (0 when there is no limit). */
export function usagePercent(used: number, limit: number): number {
  if (!(limit > 0) || !(used > 0)) return 0;
  return Math.min(100, (used / limit) * 100);
}
