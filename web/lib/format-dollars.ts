import { formatCount } from './format-count';

let dollarFormat: Intl.NumberFormat | undefined;

/**
 * Cents → '$1,234.50' (money is stored in cents, 001 §9): what `(cents / 100).toLocaleString('en-US', …)` with two
 * fraction digits writes. Whole cents are written by hand, as counts are (format-count.ts): the first Intl formatter
 * a page makes loads the locale's data, and on the admin dashboard that was 56 ms of its first render under
 * Lighthouse's 4× slowdown. Anything else (fractions of a cent, -0, beyond safe integers) goes to one
 * formatter made on first use.
 */
export function formatDollars(cents: number): string {
  if (!Number.isSafeInteger(cents) || Object.is(cents, -0)) {
    return `$${((dollarFormat ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }))).format(cents / 100)}`;
  }
  const magnitude = Math.abs(cents);
  return `$${cents < 0 ? '-' : ''}${formatCount(Math.trunc(magnitude / 100))}.${String(magnitude % 100).padStart(2, '0')}`;
}
