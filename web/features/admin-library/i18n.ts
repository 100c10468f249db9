import english from '../../../contract/i18n/catalogue/en/admin-library.json';
import { defineMessages } from '../../lib/i18n/messages';

/** Admin → Plugins and Themes: the plugin requests' queue, the version check and the export (upload and list: not yet). */
export const libraryAdminMessages = defineMessages('admin-library', english);

export type LibraryAdminKey = keyof typeof english;
