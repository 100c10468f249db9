/**
 * A PostgreSQL tsquery source for what a person typed: each word a prefix (`suspend:*` finds "suspended" while the
 * word is still being typed), the words joined by OR so the best matches rank first rather than a missing word
 * emptying the answer. Only letters and digits reach to_tsquery, so no input can make it fail to parse.
 * Null when nothing searchable is left (an empty box, punctuation only).
 */
export function toPrefixTsQuery(typed: string, maxWords = 12): string | null {
  const words = typed
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && word.length <= 40);
  const unique = [...new Set(words)].slice(0, maxWords);
  return unique.length ? unique.map((word) => `${word}:*`).join(' | ') : null;
}
