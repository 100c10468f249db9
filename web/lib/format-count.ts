let countFormat: Intl.NumberFormat | undefined;

/**
 * A count as the pages write it, '12,345': what `n.toLocaleString('en-US')` writes. A whole number is grouped here by
 * hand, as the first Intl.NumberFormat a page makes loads the locale's data: ~40 ms of the client dashboard's first
 * paint on this machine, 165 ms under Lighthouse's 4× slowdown, the largest self time of ours in its CPU profile.
 * Anything else (fractions, -0, beyond safe integers) goes to one formatter made on first use: a
 * formatter per call (`toLocaleString`) was the item before that, drawn again as each answer arrives.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value) || Object.is(value, -0))
    return (countFormat ??= new Intl.NumberFormat('en-US')).format(value);
  const digits = String(Math.abs(value));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let i = grouped.length; i < digits.length; i += 3) grouped += `,${digits.slice(i, i + 3)}`;
  return value < 0 ? `-${grouped}` : grouped;
}
