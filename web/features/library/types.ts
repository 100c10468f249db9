// Shapes the library screens read. Provisional until contract/library.ts lands; then these re-export it.

export const LIBRARY_CATEGORIES = ['e-commerce', 'seo', 'page-builder', 'forms', 'security', 'backup', 'analytics', 'social', 'performance', 'other'] as const;
export type LibraryCategory = (typeof LIBRARY_CATEGORIES)[number];

export interface LibraryPlugin {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  category: string;
  version: string | null;
  author: string | null;
  imageUrl: string | null;
  downloadCount: number;
  fileSize: number | null;
  isPublic: boolean;
  createdAt?: string;
  updatedAt?: string;
}

export type LibraryTheme = LibraryPlugin;
