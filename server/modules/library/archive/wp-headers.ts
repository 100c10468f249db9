// WordPress's get_file_data rules (reference/wordpress-org.md §5, §6, §8): only the first 8 KB count, one
// header per line, value cut at '*/' or '?>'. Used to prefill a plugin's or theme's fields from its archive.

export const HEADER_SCAN_BYTES = 8192;

export const PLUGIN_HEADER_LABELS = {
  name: 'Plugin Name',
  version: 'Version',
  description: 'Description',
  author: 'Author',
  textDomain: 'Text Domain',
  updateUri: 'Update URI',
  requiresWp: 'Requires at least',
  requiresPhp: 'Requires PHP',
} as const;

export const THEME_HEADER_LABELS = {
  name: 'Theme Name',
  version: 'Version',
  description: 'Description',
  author: 'Author',
  textDomain: 'Text Domain',
  updateUri: 'Update URI',
  requiresWp: 'Requires at least',
  requiresPhp: 'Requires PHP',
  testedUpTo: 'Tested up to',
  template: 'Template',
} as const;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The labelled values found in `head` (the file's first bytes); a missing label is ''. */
export function readFileHeaders<K extends string>(head: Buffer, labels: Record<K, string>): Record<K, string> {
  const text = head.subarray(0, HEADER_SCAN_BYTES).toString('utf8').replace(/\r\n?/g, '\n');
  const out = {} as Record<K, string>;
  for (const [key, label] of Object.entries(labels) as [K, string][]) {
    const match = new RegExp(`^(?:[ \\t]*<\\?php)?[ \\t/*#@]*${escapeRegExp(label)}:(.*)$`, 'mi').exec(text);
    out[key] = match ? cleanHeaderValue(match[1]) : '';
  }
  return out;
}

function cleanHeaderValue(raw: string): string {
  return raw.replace(/\s*(?:\*\/|\?>).*$/, '').trim();
}

const PACKAGING_SUFFIXES = /-(?:main|master|trunk|develop)$/;
const SLUG_PATTERN = /^[a-z0-9_-]+$/;

/**
 * The wordpress.org-style slug of a top folder (§8 step 4): lower-cased, GitHub archive suffixes and a
 * trailing copy marker ' (1)' removed, a version tail removed when it equals the header's version.
 * Null when what is left is not a valid slug.
 */
export function normaliseSlug(candidate: string, headerVersion?: string): string | null {
  let slug = candidate.trim().toLowerCase().replace(/\s*\(\d+\)$/, '');
  slug = slug.replace(PACKAGING_SUFFIXES, '');
  const version = headerVersion?.trim().toLowerCase();
  if (version) {
    for (const sep of ['-', '.']) {
      if (slug.endsWith(`${sep}${version}`)) slug = slug.slice(0, -(version.length + 1));
    }
  }
  slug = slug.slice(0, 100);
  return SLUG_PATTERN.test(slug) ? slug : null;
}

/** A slug made from a display name: 'Contact Form 7' → 'contact-form-7'. Empty when nothing usable is left. */
export function slugifyName(name: string): string {
  return name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 100).replace(/-+$/, '');
}
