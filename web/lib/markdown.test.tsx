import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown, parseBlocks, safeHref } from './markdown';

describe('Markdown (the admin-written pages)', () => {
  it('renders headings, paragraphs, lists, emphasis, code and links', () => {
    const { container } = render(
      <Markdown
        source={
          '# Terms\n\nFirst line\nsame paragraph with **bold**, *soft* and `code`.\n\n- one\n- [two](/privacy)\n\n1. a\n2. b\n\n---'
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Terms' })).toBeTruthy();
    expect(container.querySelector('p')?.textContent).toBe('First line same paragraph with bold, soft and code.');
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect(container.querySelector('em')?.textContent).toBe('soft');
    expect(container.querySelectorAll('ul li')).toHaveLength(2);
    expect(container.querySelectorAll('ol li')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'two' }).getAttribute('href')).toBe('/privacy');
    expect(container.querySelector('hr')).not.toBeNull();
  });

  it('shows HTML as text: nothing an admin types becomes markup', () => {
    const source = '<script>window.pwned = 1</script>\n\n<img src=x onerror="alert(1)"> and **<b>bold</b>**';
    const { container } = render(<Markdown source={source} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<script>window.pwned = 1</script>');
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  it('links only to http(s), mailto and this site; anything else is its text alone', () => {
    const { container } = render(
      <Markdown
        source={
          '[a](javascript:void0) [b](data:text/html,x) [c](//evil.example) [d](https://ok.example/x) [e](mailto:help@example.org)'
        }
      />,
    );
    const links = [...container.querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
      a.getAttribute('rel'),
    ]);
    expect(links).toEqual([
      ['d', 'https://ok.example/x', 'noopener noreferrer nofollow'],
      ['e', 'mailto:help@example.org', 'noopener noreferrer nofollow'],
    ]);
    expect(container.textContent).toContain('a b c d e');
    expect(safeHref('JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeHref('/acceptable-use')).toBe('/acceptable-use');
    // A backslash is a slash to a browser: '/\\evil.example' would leave the site unmarked.
    expect(safeHref('/\\evil.example')).toBeNull();
  });

  it("keeps a list item's indented continuation in the item", () => {
    expect(parseBlocks('- first\n  still first\n- second')).toEqual([
      { kind: 'list', ordered: false, items: ['first still first', 'second'] },
    ]);
  });
});
