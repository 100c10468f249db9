import { LIBRARY_CATEGORIES, type LibraryCategory } from '../../../../contract/library.js';
import { ORGANISATION_NAME } from '../../../../contract/constants.js';
import { slugifyName } from '../../../../contract/wp-headers.js';

// A realistic, deterministic catalogue for the demo and the benchmarks: a few well-known wordpress.org
// items first (with older versions, so version tracking has updates to find), then generated names spread
// evenly over the ten categories of 001 §3.

export interface SeedItem {
  name: string;
  slug: string;
  category: LibraryCategory;
  version: string;
  description: string;
  author: string;
  isPublic: boolean;
  downloadCount: number;
}

const KNOWN_PLUGINS: [string, string, LibraryCategory, string][] = [
  ['WooCommerce', 'woocommerce', 'e-commerce', '8.9.1'],
  ['Yoast SEO', 'wordpress-seo', 'seo', '22.0'],
  ['Elementor Website Builder', 'elementor', 'page-builder', '3.20.0'],
  ['Contact Form 7', 'contact-form-7', 'forms', '5.8.7'],
  ['Wordfence Security', 'wordfence', 'security', '7.11.5'],
  ['UpdraftPlus Backup', 'updraftplus', 'backup', '1.24.1'],
  ['Site Kit by Google', 'google-site-kit', 'analytics', '1.120.0'],
  ['Jetpack', 'jetpack', 'social', '13.1'],
  ['LiteSpeed Cache', 'litespeed-cache', 'performance', '6.1'],
  ['Akismet Anti-spam', 'akismet', 'other', '5.3'],
  ['WPForms Lite', 'wpforms-lite', 'forms', '1.8.7'],
  ['Really Simple SSL', 'really-simple-ssl', 'security', '7.2.3'],
  ['Redirection', 'redirection', 'seo', '5.4.1'],
  ['WP Super Cache', 'wp-super-cache', 'performance', '1.11.0'],
  ['Classic Editor', 'classic-editor', 'other', '1.6.3'],
];

const KNOWN_THEMES: [string, string, LibraryCategory, string][] = [
  ['Twenty Twenty-Four', 'twentytwentyfour', 'other', '1.0'],
  ['Astra', 'astra', 'page-builder', '4.6.0'],
  ['Kadence', 'kadence', 'page-builder', '1.1.50'],
  ['GeneratePress', 'generatepress', 'performance', '3.3.0'],
  ['OceanWP', 'oceanwp', 'e-commerce', '3.5.0'],
  ['Neve', 'neve', 'performance', '3.7.0'],
];

const PREFIXES = [
  'Simple',
  'Smart',
  'Ultimate',
  'Easy',
  'Pro',
  'Advanced',
  'Quick',
  'Super',
  'Flex',
  'Modern',
  'Power',
  'Lite',
  'Instant',
  'Total',
  'Swift',
  'Bright',
  'Clever',
  'Prime',
  'Next',
  'Handy',
];

const NOUNS: Record<LibraryCategory, string[]> = {
  'e-commerce': [
    'Cart',
    'Checkout',
    'Shop',
    'Store Manager',
    'Product Feeds',
    'Coupons',
    'Invoices',
    'Payments',
    'Catalog',
    'Wishlist',
  ],
  seo: [
    'SEO',
    'Sitemaps',
    'Schema Markup',
    'Meta Tags',
    'Redirects',
    'Breadcrumbs',
    'Keyword Tracker',
    'Rank Monitor',
    'Indexing',
    'Canonical URLs',
  ],
  'page-builder': [
    'Page Builder',
    'Blocks',
    'Layouts',
    'Sections',
    'Templates',
    'Grid Builder',
    'Columns',
    'Widgets',
    'Designer',
    'Canvas',
  ],
  forms: [
    'Forms',
    'Contact Form',
    'Surveys',
    'Quiz Maker',
    'Polls',
    'Signup Forms',
    'Booking Forms',
    'Feedback',
    'Form Builder',
    'Calculators',
  ],
  security: [
    'Firewall',
    'Login Guard',
    'Malware Scanner',
    'Two Factor',
    'Security',
    'Captcha',
    'Audit Log',
    'Brute Force Shield',
    'SSL Helper',
    'Lockdown',
  ],
  backup: [
    'Backup',
    'Restore',
    'Migration',
    'Snapshots',
    'Cloud Backup',
    'Database Backup',
    'Site Clone',
    'Archiver',
    'Vault',
    'File Sync',
  ],
  analytics: [
    'Analytics',
    'Stats',
    'Insights',
    'Tracker',
    'Heatmaps',
    'Dashboard',
    'Metrics',
    'Visitor Log',
    'Reports',
    'Conversions',
  ],
  social: [
    'Share Buttons',
    'Social Feed',
    'Follow Buttons',
    'Comments',
    'Community',
    'Profiles',
    'Social Login',
    'Embeds',
    'Reviews',
    'Testimonials',
  ],
  performance: [
    'Cache',
    'Optimizer',
    'Minify',
    'Lazy Load',
    'CDN Connector',
    'Image Compressor',
    'Speed Booster',
    'Preloader',
    'Critical CSS',
    'Database Cleaner',
  ],
  other: ['Toolkit', 'Utilities', 'Events', 'Calendar', 'Maps', 'FAQ', 'Gallery', 'Slider', 'Popups', 'Notices'],
};

const THEME_NOUNS = [
  'Starter',
  'Blog',
  'Magazine',
  'Portfolio',
  'Business',
  'Agency',
  'Storefront',
  'Landing',
  'Minimal',
  'Docs',
];
const THEME_EDITIONS = ['', ' Pro', ' Lite', ' Plus'];

const WHAT: Record<LibraryCategory, string> = {
  'e-commerce': 'sell products and take payments',
  seo: 'rank higher in search results',
  'page-builder': 'design pages visually with drag and drop',
  forms: 'build forms and collect submissions',
  security: 'protect your site from attacks',
  backup: 'back up and restore your site',
  analytics: 'understand your visitors',
  social: 'connect your site to social networks',
  performance: 'make your site load faster',
  other: 'add everyday features to your site',
};

/** A small deterministic generator (mulberry32), so every seed run yields the same catalogue. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function details(next: () => number, category: LibraryCategory, name: string) {
  return {
    version: `${1 + Math.floor(next() * 5)}.${Math.floor(next() * 10)}.${Math.floor(next() * 20)}`,
    description: `${name} helps you ${WHAT[category]}. Lightweight, translation-ready and tested with the latest WordPress.`,
    isPublic: next() < 0.2,
    // Long-tailed like real download numbers.
    downloadCount: Math.floor(Math.pow(next(), 3) * 50_000),
  };
}

export function seedPlugins(count: number): SeedItem[] {
  const next = random(2024);
  const items: SeedItem[] = [];
  for (const [name, slug, category, version] of KNOWN_PLUGINS.slice(0, count)) {
    items.push({ name, slug, category, author: ORGANISATION_NAME, ...details(next, category, name), version });
  }
  for (let i = 0; items.length < count; i++) {
    const category = LIBRARY_CATEGORIES[i % LIBRARY_CATEGORIES.length];
    const round = Math.floor(i / LIBRARY_CATEGORIES.length);
    const nouns = NOUNS[category];
    const base = `${PREFIXES[round % PREFIXES.length]} ${nouns[Math.floor(round / PREFIXES.length) % nouns.length]}`;
    const cycle = Math.floor(round / (PREFIXES.length * nouns.length));
    const name = cycle === 0 ? base : `${base} ${cycle + 1}`;
    items.push({
      name,
      slug: slugifyName(name),
      category,
      author: ORGANISATION_NAME,
      ...details(next, category, name),
    });
  }
  return items;
}

export function seedThemes(count: number): SeedItem[] {
  const next = random(1999);
  const items: SeedItem[] = [];
  for (const [name, slug, category, version] of KNOWN_THEMES.slice(0, count)) {
    items.push({ name, slug, category, author: 'WordPress community', ...details(next, category, name), version });
  }
  for (let i = 0; items.length < count; i++) {
    const category = LIBRARY_CATEGORIES[i % LIBRARY_CATEGORIES.length];
    const combos = PREFIXES.length * THEME_NOUNS.length;
    const base = `${PREFIXES[i % PREFIXES.length]} ${THEME_NOUNS[Math.floor(i / PREFIXES.length) % THEME_NOUNS.length]}`;
    const cycle = Math.floor(i / combos);
    const edition = THEME_EDITIONS[cycle % THEME_EDITIONS.length];
    const name = `${base}${edition}${cycle >= THEME_EDITIONS.length ? ` ${cycle}` : ''}`;
    items.push({
      name,
      slug: slugifyName(name),
      category,
      author: `${PREFIXES[(i * 7) % PREFIXES.length]} Themes`,
      ...details(next, category, name),
    });
  }
  return items;
}
