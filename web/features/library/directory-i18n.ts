import english from '../../../contract/i18n/catalogue/en/library-directory.json';
import { defineMessages } from '../../lib/i18n/messages';

// The landing page's plugin directory has its own small catalogue: the landing page draws it at once, and the
// library pages' words (library.json) would otherwise ride on every visitor's first load of /.
export const libraryDirectoryMessages = defineMessages('library-directory', english);
