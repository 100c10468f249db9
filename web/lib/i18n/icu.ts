import { IntlMessageFormat } from 'intl-messageformat';
import { icuFormatOver } from '../../../contract/i18n/format.js';

// FormatJS's formatter, in its own chunk: fetched with the first catalogue that has a select, a styled number or a
// plural ./plural.ts does not format (web/lib/i18n/catalogues.ts). No page's first load carries it.
export const icu = icuFormatOver(IntlMessageFormat);
