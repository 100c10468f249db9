import english from '../../../contract/i18n/catalogue/en/admin-support.json';
import presenceEnglish from '../../../contract/i18n/catalogue/en/admin-support-presence.json';
import { defineMessages, type Translate } from '../../lib/i18n/messages';

/** Admin → Support: the inbox, a ticket, the desk's figures and settings, canned replies. */
export const supportDeskMessages = defineMessages('admin-support', english);

export type SupportDeskKey = keyof typeof english;
export type SupportDeskT = Translate<SupportDeskKey>;

/**
 * Who else has a ticket open (two plurals) apart: they need the ICU formatter, which the inbox does not fetch. Only
 * the ticket's collision warning draws them.
 */
export const supportPresenceMessages = defineMessages('admin-support-presence', presenceEnglish);
