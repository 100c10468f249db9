import type { ArchiveInspection } from './inspect-archive.js';
import { normaliseSlug, PLUGIN_HEADER_LABELS, readFileHeaders, slugifyName, THEME_HEADER_LABELS } from './wp-headers.js';

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

const blankToNull = (v: string | undefined) => (v ? v : null);

/** The fields both kinds share; plugins carry no 'Tested up to' in this header set. */
function toWordPressHeader(file: string, h: ReturnType<typeof readFileHeaders>, slug: string | null, testedUpTo: string | null): WordPressHeader {
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
export function readPluginHeader(inspection: ArchiveInspection): WordPressHeader | null {
  const { topFolder, headerCandidates } = inspection;
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
export function readThemeHeader(inspection: ArchiveInspection, archiveFileName?: string): WordPressHeader | null {
  const { topFolder, headerCandidates } = inspection;
  const file = topFolder ? `${topFolder}/style.css` : 'style.css';
  const head = headerCandidates.get(file);
  if (!head) return null;
  const h = readFileHeaders(head, THEME_HEADER_LABELS);
  if (!h.name) return null;
  const zipBase = archiveFileName?.replace(/^.*[\\/]/, '').replace(/\.zip$/i, '');
  return toWordPressHeader(file, h, normaliseSlug(topFolder ?? zipBase ?? '', h.version) ?? (slugifyName(h.name) || null), blankToNull(h.testedUpTo));
}
