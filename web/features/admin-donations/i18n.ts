import english from '../../../contract/i18n/catalogue/en/admin-donations.json';
import { defineMessages, type Translate } from '../../lib/i18n/messages';

/** Analytics → Donations: totals, the monthly chart and the list. */
export const donationsMessages = defineMessages('admin-donations', english);
export type DonationsTranslate = Translate<keyof typeof english>;
