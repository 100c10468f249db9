let countFormat: Intl.NumberFormat | undefined;

/**
 * A count as the pages write it, '12,345'. One formatter made on first use: `n.toLocaleString('en-US')` builds a new
 * Intl.NumberFormat on every call, and that was the largest item of the client dashboard's script time in a CPU
 * profile (its stat tiles, drawn again as each answer arrives) and ran 24 times per library page (issue 24).
 */
export function formatCount(value: number): string {
  return (countFormat ??= new Intl.NumberFormat('en-US')).format(value);
}
