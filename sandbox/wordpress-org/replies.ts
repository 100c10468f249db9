// What the fake wordpress.org answers: PHP-style `request[...]` parsing and the 1.2 reply shapes of
// ../shared/reference/wordpress-org.md §1–§2 (only the fields a client of ours could read, plus the heavy
// `sections` so a client that forgets to turn it off is visible in tests).

export interface FakePluginInfo {
  name?: string;
  version: string;
  /** Wire format "YYYY-MM-DD h:mma GMT", e.g. "2024-09-03 7:05pm GMT". */
  last_updated?: string;
  tested?: string | false;
  requires?: string | false;
  requires_php?: string | false;
  author?: string;
}

export interface FakeThemeInfo {
  name?: string;
  version: string;
  /** Wire format "YYYY-MM-DD". */
  last_updated?: string;
  /** Wire format "YYYY-MM-DD HH:MM:SS" (UTC). */
  last_updated_time?: string;
  requires?: string | false;
  requires_php?: string | false;
}

export interface ParsedRequest {
  slug?: string;
  slugs?: string[];
  /** Field name → on/off, from `request[fields]` in any of its forms. */
  fields: Map<string, boolean>;
}

const titleOf = (slug: string) =>
  slug
    .split(/[-_]/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');

/** "2024-09-03 7:05pm GMT" for a Date, as the plugin API prints it. */
export function formatPluginLastUpdated(date: Date): string {
  const hour = date.getUTCHours();
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${date.toISOString().slice(0, 10)} ${twelve}:${String(date.getUTCMinutes()).padStart(2, '0')}${hour < 12 ? 'am' : 'pm'} GMT`;
}

/**
 * Reads `request[slug]`, `request[slugs]` (comma string, `[]` list or `[n]` map) and `request[fields]`
 * (comma string with '-' for off, `[name]=0|1|true|false`, or `[]=name`). `flat` = the themes API's form
 * without a request key, where every other query key is a request key.
 */
export function parseRequest(params: URLSearchParams, flat: boolean): ParsedRequest | 'invalid' {
  const fields = new Map<string, boolean>();
  const slugs: string[] = [];
  let slug: string | undefined;
  let sawSlugs = false;
  let invalid = false;
  for (const [key, value] of params) {
    const match =
      /^request\[([a-z_]+)\](?:\[([a-z0-9_]*)\])?$/i.exec(key) ?? (flat ? /^([a-z_]+)()$/i.exec(key) : null);
    if (!match || key === 'action') continue;
    const [, name, sub] = match;
    if (name === 'slug') {
      if (sub !== undefined && sub !== '')
        invalid = true; // a non-string slug
      else slug = value;
    } else if (name === 'slugs') {
      sawSlugs = true;
      slugs.push(
        ...(sub === undefined || sub === '' ? value.split(',') : [value]).map((s) => s.trim()).filter(Boolean),
      );
    } else if (name === 'fields') {
      if (sub === undefined || sub === '') {
        for (const part of sub === '' ? [value] : value.split(',')) {
          const field = part.trim();
          if (field.startsWith('-')) fields.set(field.slice(1), false);
          else if (field) fields.set(field === 'downloadlink' ? 'download_link' : field, true);
        }
      } else {
        fields.set(sub!, !['0', 'false', ''].includes(value.toLowerCase()));
      }
    }
  }
  if (invalid) return 'invalid';
  return sawSlugs ? { slugs, fields } : { slug, fields };
}

function applyFields(reply: Record<string, unknown>, fields: Map<string, boolean>, offByDefault: string[]) {
  for (const field of offByDefault) if (fields.get(field) !== true) delete reply[field];
  for (const [field, on] of fields) if (!on) delete reply[field];
  return reply;
}

export function pluginReply(slug: string, info: FakePluginInfo, fields: Map<string, boolean>) {
  const download = `https://downloads.wordpress.org/plugin/${slug}.${info.version}.zip`;
  return applyFields(
    {
      name: info.name ?? titleOf(slug),
      slug,
      version: info.version,
      author: info.author ?? `<a href="https://example.test/">${titleOf(slug)} Team</a>`,
      author_profile: `https://profiles.wordpress.org/${slug}`,
      requires: info.requires ?? '6.3',
      tested: info.tested ?? '6.6.2',
      requires_php: info.requires_php ?? '7.4',
      requires_plugins: [],
      rating: 94,
      ratings: { 5: 100, 4: 10, 3: 5, 2: 3, 1: 2 },
      num_ratings: 120,
      support_threads: 4,
      support_threads_resolved: 3,
      active_installs: 20000,
      last_updated: info.last_updated ?? '2024-09-03 7:05pm GMT',
      added: '2016-02-11',
      homepage: 'https://example.test/',
      sections: {
        description: `<p>${titleOf(slug)} does one thing well.</p>`.repeat(20),
        changelog: '<h4>1.0</h4><ul><li>First release</li></ul>',
      },
      download_link: download,
      tags: { forms: 'forms' },
      versions: { [info.version]: download, trunk: `https://downloads.wordpress.org/plugin/${slug}.zip` },
      screenshots: {},
      banners: { low: false, high: false },
      contributors: {},
      preview_link: '',
      donate_link: '',
      short_description: `${titleOf(slug)} does one thing well.`,
    },
    fields,
    ['short_description', 'downloaded', 'icons', 'description', 'stable_tag', 'compatibility'],
  );
}

export function themeReply(slug: string, info: FakeThemeInfo, fields: Map<string, boolean>) {
  const lastUpdated = info.last_updated ?? '2024-08-20';
  return applyFields(
    {
      name: info.name ?? titleOf(slug),
      slug,
      version: info.version,
      preview_url: `https://wp-themes.com/${slug}/`,
      author: {
        user_nicename: 'wordpressdotorg',
        profile: 'https://profiles.wordpress.org/wordpressdotorg/',
        avatar: '',
        display_name: 'WordPress.org',
        author: 'the WordPress team',
        author_url: 'https://wordpress.org/',
      },
      screenshot_url: `//ts.w.org/wp-content/themes/${slug}/screenshot.png?ver=${info.version}`,
      rating: 90,
      num_ratings: 40,
      reviews_url: `https://wordpress.org/support/theme/${slug}/reviews/`,
      downloaded: 123456,
      last_updated: lastUpdated,
      last_updated_time: info.last_updated_time ?? `${lastUpdated} 14:21:07`,
      creation_time: '2023-11-07 18:39:47',
      homepage: `https://wordpress.org/themes/${slug}/`,
      sections: { description: `<p>${titleOf(slug)} is a theme.</p>`.repeat(20) },
      download_link: `https://downloads.wordpress.org/theme/${slug}.${info.version}.zip`,
      tags: { 'block-patterns': 'Block patterns' },
      requires: info.requires ?? '6.4',
      requires_php: info.requires_php ?? '7.0',
      is_commercial: false,
      is_community: false,
      external_support_url: false,
      external_repository_url: '',
      versions: { [info.version]: `https://downloads.wordpress.org/theme/${slug}.${info.version}.zip` },
    },
    fields,
    ['versions', 'active_installs', 'ratings', 'screenshots', 'description'],
  );
}
