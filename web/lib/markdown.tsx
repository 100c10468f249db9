import type { ReactNode } from 'react';

// A small, safe Markdown subset for the pages an admin writes (terms, privacy, acceptable use). It builds
// React elements and never HTML strings, so text written as <script> or <img onerror> is shown as text: nothing an
// admin types (or a stolen admin session plants) runs in a visitor's browser. Links go only to http(s), mailto and
// paths of this site. Why not a Markdown library: docs/decisions.md, 'Pages every host has'.
//
// Blocks: # to ### headings, paragraphs (lines joined), - or * lists, 1. lists, --- rules.
// Inline: **bold**, *italic* or _italic_, `code`, [text](address).

const INLINE = /(\*\*[^*]+\*\*|`[^`]+`|\[[^\]]+\]\([^)\s]+\)|\*[^*\s][^*]*\*|_[^_\s][^_]*_)/;

/** The address a link may have, or null (then its text is shown alone). */
export function safeHref(href: string): string | null {
  // '/\evil.example' is '//evil.example' to a browser (a backslash is a slash in web addresses): another site.
  if (/^\/(?![/\\])/.test(href) || href.startsWith('#')) return href;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'mailto:' ? url.href : null;
  } catch {
    return null;
  }
}

function inline(text: string, key: string): ReactNode[] {
  return text
    .split(INLINE)
    .filter((part) => part !== '')
    .map((part, i) => {
      const k = `${key}.${i}`;
      if (part.startsWith('**') && part.endsWith('**') && part.length > 4)
        return <strong key={k}>{inline(part.slice(2, -2), k)}</strong>;
      if (part.startsWith('`') && part.endsWith('`') && part.length > 2)
        return (
          <code key={k} className="rounded bg-muted px-1 font-mono text-sm">
            {part.slice(1, -1)}
          </code>
        );
      const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
      if (link) {
        const href = safeHref(link[2]);
        if (!href) return <span key={k}>{inline(link[1], k)}</span>;
        const external = !href.startsWith('/') && !href.startsWith('#');
        return (
          <a
            key={k}
            href={href}
            className="font-medium text-primary underline underline-offset-4"
            {...(external ? { rel: 'noopener noreferrer nofollow', target: '_blank' } : {})}
          >
            {inline(link[1], k)}
          </a>
        );
      }
      if (
        ((part.startsWith('*') && part.endsWith('*')) || (part.startsWith('_') && part.endsWith('_'))) &&
        part.length > 2
      )
        return <em key={k}>{inline(part.slice(1, -1), k)}</em>;
      return part;
    });
}

type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'rule' };

export function parseBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list) blocks.push({ kind: 'list', ...list });
    paragraph = [];
    list = null;
  };
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const bullet = /^[-*]\s+(.*)$/.exec(line);
    const numbered = /^\d{1,3}[.)]\s+(.*)$/.exec(line);
    if (!line) flush();
    else if (/^(-{3,}|\*{3,})$/.test(line)) {
      flush();
      blocks.push({ kind: 'rule' });
    } else if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1].length as 1 | 2 | 3, text: heading[2] });
    } else if (bullet || numbered) {
      const ordered = !bullet;
      const current = list as { ordered: boolean; items: string[] } | null;
      if (paragraph.length || (current && current.ordered !== ordered)) flush();
      list = list ?? { ordered, items: [] };
      list.items.push((bullet ?? numbered)![1]);
    } else if (list && /^\s{2,}/.test(raw)) {
      // An indented line continues the list item above it.
      list.items[list.items.length - 1] += ` ${line}`;
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

const HEADING_CLASS = {
  1: 'text-3xl font-bold tracking-tight',
  2: 'mt-4 text-xl font-semibold',
  3: 'mt-2 text-lg font-semibold',
} as const;

/** Renders the subset above as React elements (text is escaped by React). */
export function Markdown({ source, className }: { source: string; className?: string }) {
  return (
    <div className={className ?? 'grid gap-3 leading-relaxed'}>
      {parseBlocks(source).map((block, i) => {
        const key = String(i);
        switch (block.kind) {
          case 'heading': {
            const Tag = `h${block.level}` as const;
            return (
              <Tag key={key} className={HEADING_CLASS[block.level]}>
                {inline(block.text, key)}
              </Tag>
            );
          }
          case 'paragraph':
            return <p key={key}>{inline(block.text, key)}</p>;
          case 'list': {
            const Tag = block.ordered ? 'ol' : 'ul';
            return (
              <Tag key={key} className={`grid gap-1 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
                {block.items.map((item, j) => (
                  <li key={j}>{inline(item, `${key}.${j}`)}</li>
                ))}
              </Tag>
            );
          }
          case 'rule':
            return <hr key={key} className="my-2" />;
        }
      })}
    </div>
  );
}
