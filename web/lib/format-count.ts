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

let localeCountFormat: { locale: string; format: Intl.NumberFormat } | undefined;

/**
 * A count in the page's language ('12.345' in Spanish, '12,345' in English). English keeps the hand-grouped path
 * above (no Intl data on its first paint); other languages fetched their catalogue already, and use one formatter.
 */
export function formatCountIn(value: number, locale: string): string {
  if (locale === 'en') return formatCount(value);
  if (localeCountFormat?.locale !== locale) localeCountFormat = { locale, format: new Intl.NumberFormat(locale) };
  return localeCountFormat.format.format(value);
}
