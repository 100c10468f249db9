import { LIBRARY_CATEGORIES, type LibraryCategory } from './library.js';

// Display names of the ten categories of 001 §3 (the stored values are the lowercase slugs), shared by the public
// library and the admin tabs.
const LABELS: Record<LibraryCategory, string> = {
  'e-commerce': 'E-commerce',
  seo: 'SEO',
  'page-builder': 'Page Builder',
  forms: 'Forms',
  security: 'Security',
  backup: 'Backup',
  analytics: 'Analytics',
  social: 'Social',
  performance: 'Performance',
  other: 'Other',
};

export const CATEGORY_OPTIONS = LIBRARY_CATEGORIES.map((value) => ({ value, label: LABELS[value] }));

export function categoryLabel(category: string): string {
  return (LABELS as Record<string, string>)[category] ?? category;
}
