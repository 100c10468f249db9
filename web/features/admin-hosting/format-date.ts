/** '2025-03-14T10:00:00Z' → 'Mar 14, 2025'; anything unreadable is shown as given. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '–';
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
