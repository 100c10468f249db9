import english from '../../../contract/i18n/catalogue/en/suspension-reasons.json';
import { defineMessages } from '../../lib/i18n/messages';

/**
 * Why a hosting account is suspended, said by its code (contract/hosting-suspension-reasons.ts). A feature of its own:
 * the hosting card and Manage site both say it, and only a page with a suspended account fetches it.
 */
export const suspensionReasonMessages = defineMessages('suspension-reasons', english);
