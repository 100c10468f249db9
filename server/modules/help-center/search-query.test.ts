import { describe, expect, it } from 'vitest';
import { plainExcerpt } from './excerpt.js';
import { toPrefixTsQuery } from './search-query.js';

describe('what a person types, as a full-text query', () => {
  it('keeps only words, each a prefix, joined by OR, once each', () => {
    expect(toPrefixTsQuery('Why was my SITE suspen')).toBe('why:* | was:* | my:* | site:* | suspen:*');
    expect(toPrefixTsQuery("a&b|c!(d):* 'e' <-> site site")).toBe('a:* | b:* | c:* | d:* | e:* | site:*');
    expect(toPrefixTsQuery('Café déjà')).toBe('cafe:* | deja:*');
    expect(toPrefixTsQuery('  ?!  ')).toBeNull();
    expect(toPrefixTsQuery('one two three', 2)).toBe('one:* | two:*');
  });
});

describe('an article excerpt', () => {
  it('is the first words as plain text, cut at a word', () => {
    expect(plainExcerpt('# Title\n\nRead **this** [page](/help/x) and `code`.\n\n- one\n- two')).toBe(
      'Read this page and code. one two',
    );
    const long = plainExcerpt('word '.repeat(100), 30);
    expect(long.endsWith('…')).toBe(true);
    expect(long.length).toBeLessThanOrEqual(31);
  });
});
