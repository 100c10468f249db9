import { IcuFormatterNeeded, type MessageValue, type MessageValues } from '../../../contract/i18n/format.js';

// The one ICU construct our catalogues use beyond `{name}`: a plural whose branches are text, `{name}`s and `#`
// ({count, plural, one {# event} other {# events}}). Formatted here with the browser's own plural rules, so a page
// whose words have such a plural does not fetch FormatJS's formatter (~11 KB over the wire with its helpers): Arabic
// has one in the audit log, the billing counts, the gift's hours and the conversion countdown, which English often
// says without one. Anything else (select, offset, styled numbers, quoting apostrophes, nested plurals) still goes to
// the library (web/lib/i18n/catalogues.ts). web/lib/i18n/plural.test.ts holds the two to the same text.

type Part = string | { name: string } | { plural: string; branches: Map<string, Part[]> };

const NAME = /^\s*([A-Za-z_]\w*)\s*$/;
const PLURAL_HEAD = /^\s*([A-Za-z_]\w*)\s*,\s*plural\s*,/;
const SELECTOR = /\s*(=\d+|zero|one|two|few|many|other)\s*\{/y;
const QUOTING_APOSTROPHE = /'[{}#|']/;

/** Where the brace opened at `open` closes, or -1. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** Text and `{name}`s (and `#` inside a branch); null for anything else. */
function parseParts(text: string, inBranch: boolean): Part[] | null {
  const parts: Part[] = [];
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf('{', at);
    const end = open < 0 ? text.length : open;
    if (text.slice(at, end).includes('}')) return null;
    if (end > at) parts.push(...(inBranch ? splitHash(text.slice(at, end)) : [text.slice(at, end)]));
    if (open < 0) break;
    const close = closing(text, open);
    if (close < 0) return null;
    const inside = text.slice(open + 1, close);
    const name = NAME.exec(inside);
    if (name) parts.push({ name: name[1] });
    else if (inBranch) return null;
    else {
      const plural = parsePlural(inside);
      if (!plural) return null;
      parts.push(plural);
    }
    at = close + 1;
  }
  return parts;
}

const HASH = { name: '#' };
function splitHash(text: string): Part[] {
  return text
    .split('#')
    .flatMap((piece, i) => (i === 0 ? [piece] : [HASH, piece]))
    .filter((p) => p !== '');
}

function parsePlural(inside: string): Part | null {
  const head = PLURAL_HEAD.exec(inside);
  if (!head) return null;
  const branches = new Map<string, Part[]>();
  let at = head[0].length;
  while (inside.slice(at).trim() !== '') {
    SELECTOR.lastIndex = at;
    const selector = SELECTOR.exec(inside);
    if (!selector) return null;
    const open = SELECTOR.lastIndex - 1;
    const close = closing(inside, open);
    if (close < 0) return null;
    const branch = parseParts(inside.slice(open + 1, close), true);
    if (!branch) return null;
    branches.set(selector[1], branch);
    at = close + 1;
  }
  return branches.has('other') ? { plural: head[1], branches } : null;
}

const parsed = new Map<string, Part[] | null>();
function partsOf(message: string): Part[] | null {
  if (!parsed.has(message)) parsed.set(message, QUOTING_APOSTROPHE.test(message) ? null : parseParts(message, false));
  return parsed.get(message) ?? null;
}

/** Whether the message is text, `{name}`s and plurals only (this file formats it without the ICU library). */
export function isPluralMessage(message: string): boolean {
  return partsOf(message)?.some((part) => typeof part === 'object' && 'plural' in part) ?? false;
}

/** An argument as FormatJS prints it beside a plural: as it is (a number unformatted, unlike `#`). */
function argument(value: MessageValue | undefined, name: string): string {
  if (value === undefined) throw new Error(`The message needs a value for {${name}}`);
  return String(value);
}

function render(parts: Part[], locale: string, values: MessageValues, count?: number): string {
  let text = '';
  for (const part of parts) {
    if (typeof part === 'string') text += part;
    else if ('name' in part)
      text +=
        part === HASH ? new Intl.NumberFormat(locale).format(count as number) : argument(values[part.name], part.name);
    else {
      const n = values[part.plural];
      if (typeof n !== 'number') throw new Error(`The message needs a number for {${part.plural}}`);
      const branch =
        part.branches.get(`=${n}`) ??
        part.branches.get(new Intl.PluralRules(locale).select(n)) ??
        (part.branches.get('other') as Part[]);
      text += render(branch, locale, values, n);
    }
  }
  return text;
}

/** The IcuFormat the web uses until (unless) the library is here: plurals only, anything else waits for the library. */
export function formatPlural(message: string, locale: string, values: MessageValues): string {
  const parts = partsOf(message);
  if (!parts) throw new IcuFormatterNeeded();
  return render(parts, locale, values);
}
