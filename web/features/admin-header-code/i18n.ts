import english from '../../../contract/i18n/catalogue/en/admin-header-code.json';
import { defineMessages } from '../../lib/i18n/messages';

/** Settings → Header code: the list, its dialog and How It Works. */
export const headerCodeMessages = defineMessages('admin-header-code', english);
