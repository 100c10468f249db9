import english from '../../../contract/i18n/catalogue/en/my-data.json';
import { defineMessages } from '../../lib/i18n/messages';

/** Your data on /settings: the export, and the erasure dialog with what goes and what stays. */
export const myDataMessages = defineMessages('my-data', english);
