/** Cents → '$1,234.50' (money is stored in cents, 001 §9). */
export function formatDollars(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
