import { ORGANISATION_NAME } from '../../../contract/constants.js';
import { LIBRARY_FILE_FIELDS, LIBRARY_MESSAGES } from '../../../contract/library.js';

// The Plugins and Themes tabs follow the same pattern (001 §2); what differs between them is here.
export type LibraryKind = 'plugin' | 'theme';

export interface LibraryKindConfig {
  kind: LibraryKind;
  /** '/api/admin/plugins' or '/api/admin/themes'. */
  adminPath: string;
  singular: string;
  plural: string;
  fileFields: { archive: string; image: string };
  /** Plugins: fixed to the organisation and read-only (001 §3). Themes: free text. */
  fixedAuthor: string | null;
  messages: { fileRequired: string; uploaded: string; updated: string; deleted: string };
}

export const LIBRARY_KINDS: Record<LibraryKind, LibraryKindConfig> = {
  plugin: {
    kind: 'plugin',
    adminPath: '/api/admin/plugins',
    singular: 'Plugin',
    plural: 'Plugins',
    fileFields: LIBRARY_FILE_FIELDS.plugin,
    fixedAuthor: ORGANISATION_NAME,
    messages: {
      fileRequired: LIBRARY_MESSAGES.pluginFileRequired,
      uploaded: LIBRARY_MESSAGES.pluginUploaded,
      updated: LIBRARY_MESSAGES.pluginUpdated,
      deleted: LIBRARY_MESSAGES.pluginDeleted,
    },
  },
  theme: {
    kind: 'theme',
    adminPath: '/api/admin/themes',
    singular: 'Theme',
    plural: 'Themes',
    fileFields: LIBRARY_FILE_FIELDS.theme,
    fixedAuthor: null,
    messages: {
      fileRequired: LIBRARY_MESSAGES.themeFileRequired,
      uploaded: LIBRARY_MESSAGES.themeUploaded,
      updated: LIBRARY_MESSAGES.themeUpdated,
      deleted: LIBRARY_MESSAGES.themeDeleted,
    },
  },
};
