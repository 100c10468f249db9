import english from '../../../contract/i18n/catalogue/en/admin-promotions.json';
import { defineMessages } from '../../lib/i18n/messages';

/** Promotion Codes: the list, its redemptions, the new-code dialog and the dialog's own checks. */
export const promotionMessages = defineMessages('admin-promotions', english);
