// A forgiving, linear HTML reader for the page scorer. It does not build a tree: it walks the text once and answers
// the few things the scorer looks at (forms and their fields, frames, meta refreshes, scripts, links, the title and
// the visible text). Hostile pages are its normal input, so it never backtracks, never recurses, caps every list
// and string it keeps, and treats anything it cannot read as text. Fuzzed in html-reader.fuzz.test.ts.

export interface ReadForm {
  action: string;
  method: string;
  /** Field types and names, lower-cased: 'password', 'cc-number', … */
  fields: { type: string; name: string; autocomplete: string }[];
}

export interface ReadPage {
  title: string;
  /** Visible text (tags and scripts removed), whitespace collapsed, capped. */
  text: string;
  forms: ReadForm[];
  frames: { src: string; attrs: Record<string, string> }[];
  metaRefresh: string[];
  scripts: string[];
  scriptSources: string[];
  links: string[];
}

/** Caps on what is kept: a page can be made of millions of tags; the verdict needs only the first few hundred. */
export const READ_LIMITS = { items: 300, attr: 2_000, script: 100_000, text: 50_000, tags: 20_000 } as const;

const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'noscript']);

function decodeEntities(value: string): string {
  return value
    .replace(/&#(\d{1,7});/g, (_, n: string) => safeChar(Number(n)))
    .replace(/&#x([0-9a-f]{1,6});/gi, (_, n: string) => safeChar(Number.parseInt(n, 16)))
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, n: string) =>
      n === 'amp' ? '&' : n === 'lt' ? '<' : n === 'gt' ? '>' : n === 'quot' ? '"' : n === 'apos' ? "'" : ' ',
    );
}

function safeChar(code: number): string {
  return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
}

/** Reads `name="value"`, `name='value'`, `name=value` and bare `name`, from `start` up to the tag's `>`. */
function readAttributes(html: string, start: number): { attrs: Record<string, string>; end: number } {
  const attrs: Record<string, string> = {};
  let i = start;
  let count = 0;
  while (i < html.length) {
    const c = html[i]!;
    if (c === '>') return { attrs, end: i + 1 };
    if (c === '/' || c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f') {
      i++;
      continue;
    }
    let nameEnd = i;
    while (nameEnd < html.length && !/[\s/>=]/.test(html[nameEnd]!)) nameEnd++;
    const name = html.slice(i, Math.min(nameEnd, i + 100)).toLowerCase();
    i = nameEnd;
    while (i < html.length && /\s/.test(html[i]!)) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (i < html.length && /\s/.test(html[i]!)) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        const end = close === -1 ? html.length : close;
        value = html.slice(i + 1, Math.min(end, i + 1 + READ_LIMITS.attr));
        i = end + 1;
      } else {
        let end = i;
        while (end < html.length && !/[\s>]/.test(html[end]!)) end++;
        value = html.slice(i, Math.min(end, i + READ_LIMITS.attr));
        i = end;
      }
    }
    if (name && !(name in attrs) && count++ < 100) attrs[name] = decodeEntities(value);
    else if (nameEnd === i && html[i] !== '=') i++;
  }
  return { attrs, end: html.length };
}

export function readHtml(html: string): ReadPage {
  const page: ReadPage = {
    title: '',
    text: '',
    forms: [],
    frames: [],
    metaRefresh: [],
    scripts: [],
    scriptSources: [],
    links: [],
  };
  const text: string[] = [];
  let textLength = 0;
  const addText = (chunk: string) => {
    if (textLength >= READ_LIMITS.text) return;
    const clean = decodeEntities(chunk).replace(/\s+/g, ' ');
    if (clean.trim()) {
      text.push(clean.slice(0, READ_LIMITS.text - textLength));
      textLength += clean.length;
    }
  };
  const push = <T>(list: T[], item: T) => {
    if (list.length < READ_LIMITS.items) list.push(item);
  };
  let form: ReadForm | null = null;
  let i = 0;
  let tags = 0;
  while (i < html.length && tags < READ_LIMITS.tags) {
    const open = html.indexOf('<', i);
    if (open === -1) {
      addText(html.slice(i));
      break;
    }
    addText(html.slice(i, open));
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4);
      i = close === -1 ? html.length : close + 3;
      continue;
    }
    const isClosing = html[open + 1] === '/';
    let nameEnd = open + (isClosing ? 2 : 1);
    while (nameEnd < html.length && /[a-zA-Z0-9-]/.test(html[nameEnd]!)) nameEnd++;
    const name = html.slice(open + (isClosing ? 2 : 1), nameEnd).toLowerCase();
    if (!name) {
      // '<' that opens no tag ('a < b', '<!doctype', '<?php'): skip to the next '>' or take it as text.
      const close = html.indexOf('>', open + 1);
      if (html[open + 1] === '!' || html[open + 1] === '?') i = close === -1 ? html.length : close + 1;
      else {
        addText('<');
        i = open + 1;
      }
      continue;
    }
    tags++;
    const { attrs, end } = readAttributes(html, nameEnd);
    i = end;
    if (isClosing) {
      if (name === 'form') form = null;
      continue;
    }
    if (RAW_TEXT.has(name)) {
      // Case-insensitive search from here on: linear, however many raw-text elements the page has.
      const closer = new RegExp(`</${name}`, 'gi');
      closer.lastIndex = i;
      const close = closer.exec(html)?.index ?? -1;
      const body = html.slice(i, close === -1 ? html.length : close);
      i = close === -1 ? html.length : html.indexOf('>', close) + 1 || html.length;
      if (name === 'title' && !page.title) page.title = decodeEntities(body).replace(/\s+/g, ' ').trim().slice(0, 500);
      if (name === 'script') {
        if (attrs.src) push(page.scriptSources, attrs.src);
        if (body.trim()) push(page.scripts, body.slice(0, READ_LIMITS.script));
      }
      if (name === 'textarea' && form)
        push(form.fields, { type: 'textarea', name: attrs.name ?? '', autocomplete: '' });
      continue;
    }
    switch (name) {
      case 'form':
        form = { action: attrs.action ?? '', method: (attrs.method ?? 'get').toLowerCase(), fields: [] };
        push(page.forms, form);
        break;
      case 'input':
      case 'select': {
        const field = {
          type: (attrs.type ?? (name === 'select' ? 'select' : 'text')).toLowerCase(),
          name: (attrs.name ?? attrs.id ?? '').toLowerCase(),
          autocomplete: (attrs.autocomplete ?? '').toLowerCase(),
        };
        // A field outside any form still collects what a script posts away.
        if (form) push(form.fields, field);
        else {
          form = { action: '', method: 'script', fields: [field] };
          push(page.forms, form);
        }
        break;
      }
      case 'iframe':
      case 'frame':
        push(page.frames, { src: attrs.src ?? '', attrs });
        break;
      case 'meta':
        if ((attrs['http-equiv'] ?? '').toLowerCase() === 'refresh') push(page.metaRefresh, attrs.content ?? '');
        break;
      case 'a':
      case 'link':
      case 'area':
        if (attrs.href) push(page.links, attrs.href);
        break;
      case 'img':
      case 'embed':
      case 'object':
        if (attrs.src ?? attrs.data) push(page.links, (attrs.src ?? attrs.data)!);
        break;
    }
  }
  page.text = text.join(' ').replace(/\s+/g, ' ').trim();
  return page;
}
