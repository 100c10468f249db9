import { z } from 'zod';
import { LIBRARY_CATEGORIES, LIBRARY_MESSAGES } from '../../../contract/library.js';

// 001 §5: upload requires name, description, category and version (and the archive, checked beside the form);
// an edit requires name, description and version.
export const libraryItemFormSchema = z.object({
  name: z.string().trim().min(1, LIBRARY_MESSAGES.nameRequired).max(200),
  description: z.string().trim().min(1, LIBRARY_MESSAGES.descriptionRequired).max(20_000),
  category: z
    .union([z.enum(LIBRARY_CATEGORIES), z.literal('')])
    .refine((v) => v !== '', LIBRARY_MESSAGES.categoryRequired),
  version: z.string().trim().min(1, LIBRARY_MESSAGES.versionRequired).max(50),
  author: z.string().trim().max(200),
  isPublic: z.boolean(),
});
export type LibraryItemFormInput = z.input<typeof libraryItemFormSchema>;
export type LibraryItemFormOutput = z.output<typeof libraryItemFormSchema>;

export const EMPTY_ITEM_FORM: LibraryItemFormInput = {
  name: '',
  description: '',
  category: '',
  version: '',
  author: '',
  isPublic: false,
};

/**
 * A new theme needs only its archive (001 §5): a blank name, description or version is read from the theme's
 * style.css header by the server (contract/library.ts LIBRARY_FILE_FIELDS).
 */
export const themeUploadFormSchema = libraryItemFormSchema.extend({
  name: z.string().trim().max(200),
  description: z.string().trim().max(20_000),
  version: z.string().trim().max(50),
});
