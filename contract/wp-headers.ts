// WordPress's get_file_data rules (reference/wordpress-org.md §5, §6, §8): only the first 8 KB count, one
// header per line, value cut at '*/' or '?>'. Used to prefill a plugin's or theme's fields from its archive.
// Pure (no Node, no DOM): the server reads these from the stored zip (library/archive/inspect-archive.ts),
// the admin upload card from the chosen file before it is sent (web/features/admin-library/lib/zip-header.ts).

export const HEADER_SCAN_BYTES = 8192;

/** The headers a plugin's main file and a theme's style.css both carry (their name header differs). */
const SHARED_HEADER_LABELS = {
  version: 'Version',
  description: 'Description',
  author: 'Author',
  textDomain: 'Text Domain',
  updateUri: 'Update URI',
  requiresWp: 'Requires at least',
  requiresPhp: 'Requires PHP',
} as const;

export const PLUGIN_HEADER_LABELS = { name: 'Plugin Name', ...SHARED_HEADER_LABELS } as const;

export const THEME_HEADER_LABELS = {
  name: 'Theme Name',
  ...SHARED_HEADER_LABELS,
  testedUpTo: 'Tested up to',
  template: 'Template',
} as const;

const utf8 = new TextDecoder('utf-8');
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The labelled values found in `head` (the file's first bytes); a missing label is ''. */
export function readFileHeaders<K extends string>(head: Uint8Array, labels: Record<K, string>): Record<K, string> {
  const text = utf8.decode(head.subarray(0, HEADER_SCAN_BYTES)).replace(/\r\n?/g, '\n');
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
  let slug = candidate
    .trim()
    .toLowerCase()
    .replace(/\s*\(\d+\)$/, '');
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
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
}

// ---------------------------------------------------------------- which files of an archive hold the header

/** Entries every archive check skips: macOS and Windows litter and dot-files. */
export const isIgnoredEntry = (name: string) =>
  name.startsWith('__MACOSX/') || /(^|\/)(\.[^/]*|Thumbs\.db)$/.test(name);

/** At most this many files are read for a header. */
export const MAX_HEADER_CANDIDATES = 200;

/** The single top-level folder every (non-litter) file sits in, or null. */
export function findTopFolder(names: string[]): string | null {
  const relevant = names.filter((n) => !isIgnoredEntry(n));
  if (relevant.length === 0 || relevant.some((n) => !n.includes('/'))) return null;
  const tops = new Set(relevant.map((n) => n.slice(0, n.indexOf('/'))));
  return tops.size === 1 ? [...tops][0] : null;
}

/** Plugin main files and style.css sit in the top folder, or at the root of a folder-less archive (§7). */
export function isHeaderCandidate(name: string, topFolder: string | null): boolean {
  if (isIgnoredEntry(name)) return false;
  const inside = topFolder ? (name.startsWith(`${topFolder}/`) ? name.slice(topFolder.length + 1) : null) : name;
  if (inside === null || inside.includes('/')) return false;
  return inside.toLowerCase().endsWith('.php') || inside === 'style.css';
}

/** The candidate files of an archive's file names (directories excluded), in archive order. */
export function headerCandidateNames(fileNames: string[]): { topFolder: string | null; candidates: string[] } {
  const topFolder = findTopFolder(fileNames);
  return {
    topFolder,
    candidates: fileNames.filter((n) => isHeaderCandidate(n, topFolder)).slice(0, MAX_HEADER_CANDIDATES),
  };
}

// ---------------------------------------------------------------- the header of a plugin or theme

/** What an archive's WordPress header says (reference/wordpress-org.md §5-§8). Blank values are null. */
export interface WordPressHeader {
  /** The file the header was read from, e.g. 'akismet/akismet.php'. */
  file: string;
  name: string;
  version: string | null;
  description: string | null;
  author: string | null;
  textDomain: string | null;
  /** A non-wordpress.org Update URI means: do not look this item up on wordpress.org. */
  updateUri: string | null;
  requiresWp: string | null;
  requiresPhp: string | null;
  testedUpTo: string | null;
  /** The slug the archive suggests: its top folder, else the main file's or archive's base name. */
  slug: string | null;
}

/** The top folder and the first bytes (≥ HEADER_SCAN_BYTES, or the whole file) of each candidate file. */
export interface HeaderSources {
  topFolder: string | null;
  headerCandidates: Map<string, Uint8Array>;
}

const blankToNull = (v: string | undefined) => (v ? v : null);

/** The fields both kinds share; plugins carry no 'Tested up to' in this header set. */
function toWordPressHeader(
  file: string,
  h: ReturnType<typeof readFileHeaders>,
  slug: string | null,
  testedUpTo: string | null,
): WordPressHeader {
  return {
    file,
    name: h.name!,
    version: blankToNull(h.version),
    description: blankToNull(h.description),
    author: blankToNull(h.author),
    textDomain: blankToNull(h.textDomain),
    updateUri: blankToNull(h.updateUri),
    requiresWp: blankToNull(h.requiresWp),
    requiresPhp: blankToNull(h.requiresPhp),
    testedUpTo,
    slug,
  };
}

/**
 * The plugin's main file: a .php directly in the top folder whose first 8 KB name the plugin
 * ('<slug>.php' is tried first, as it is the usual one). Null when no file carries a Plugin Name.
 */
export function readPluginHeader(sources: HeaderSources): WordPressHeader | null {
  const { topFolder, headerCandidates } = sources;
  const files = [...headerCandidates.keys()].filter((n) => n.toLowerCase().endsWith('.php'));
  const preferred = topFolder ? `${topFolder}/${topFolder}.php` : null;
  files.sort((a, b) => Number(b === preferred) - Number(a === preferred) || a.localeCompare(b));
  for (const file of files) {
    const h = readFileHeaders(headerCandidates.get(file)!, PLUGIN_HEADER_LABELS);
    if (!h.name) continue;
    const base = file.slice(file.lastIndexOf('/') + 1).replace(/\.php$/i, '');
    return toWordPressHeader(file, h, normaliseSlug(topFolder ?? base, h.version), null);
  }
  return null;
}

/** The theme's style.css in the top folder (or at the root) with a Theme Name. */
export function readThemeHeader(sources: HeaderSources, archiveFileName?: string): WordPressHeader | null {
  const { topFolder, headerCandidates } = sources;
  const file = topFolder ? `${topFolder}/style.css` : 'style.css';
  const head = headerCandidates.get(file);
  if (!head) return null;
  const h = readFileHeaders(head, THEME_HEADER_LABELS);
  if (!h.name) return null;
  const zipBase = archiveFileName?.replace(/^.*[\\/]/, '').replace(/\.zip$/i, '');
  return toWordPressHeader(
    file,
    h,
    normaliseSlug(topFolder ?? zipBase ?? '', h.version) ?? (slugifyName(h.name) || null),
    blankToNull(h.testedUpTo),
  );
}

/**
 * The slug an upload will be stored under (admin-service creationValues): the header's slug, else the
 * name (the form's, else the header's) made into a slug. Null when neither gives one (the server then
 * makes a random one, which can never be a duplicate).
 */
export function uploadSlug(header: Pick<WordPressHeader, 'slug' | 'name'>, formName?: string | null): string | null {
  return header.slug ?? (slugifyName(formName || header.name) || null);
}
