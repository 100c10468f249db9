/**
 * The first words of an article as plain text, for lists and suggestions: Markdown marks dropped (headings, emphasis,
 * code ticks, link targets), whitespace folded, cut at a word near `max` characters.
 */
export function plainExcerpt(markdown: string, max = 180): string {
  const text = markdown
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((line) => !/^\s*#{1,6}\s/.test(line) && !/^\s*(-{3,}|\*{3,})\s*$/.test(line))
    .map((line) => line.replace(/^\s*([-*]|\d{1,3}[.)])\s+/, ''))
    .join(' ')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
