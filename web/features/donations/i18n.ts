import english from '../../../contract/i18n/catalogue/en/donations.json';
import { defineMessages } from '../../lib/i18n/messages';

/** The tiers, the donation dialog, the banner and the plugin donation page. Plain and {name} messages only. */
export const donationsMessages = defineMessages('donations', english);
export type DonationsKey = keyof typeof english;
