// The one place sizes become text, so a file, a library item and a hosting account say '1.5 MB' the same way.

import { formatMegabytes as contractMegabytes } from '../../contract/library-constants.js';

/** A file's size: whole KB below 1 MB (never '0 KB'), MB to one decimal above. */
export function formatFileSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Disk and bandwidth as cPanel counts them (001 §9): MB to one decimal, GB (1024 MB) from 1024 MB on. */
export function formatMegabytes(mb: number): string {
  const safe = Number.isFinite(mb) && mb > 0 ? mb : 0;
  return safe >= 1024 ? `${(safe / 1024).toFixed(1)} GB` : `${safe.toFixed(1)} MB`;
}

/** Bytes as MB to one decimal without the unit: an upload's '3.2 / 10.0 MB' (the spec's 'Selected file is X MB' figure). */
export const megabytesOf = contractMegabytes;

/** A machine plan's memory as plan names say it: whole GB bare, else one decimal ('1GB', '1.5GB'). */
export function formatPlanGigabytes(mb: number): string {
  const gb = mb / 1024;
  return Number.isInteger(gb) ? `${gb}GB` : `${gb.toFixed(1)}GB`;
}
