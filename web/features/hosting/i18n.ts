import english from '../../../contract/i18n/catalogue/en/hosting.json';
import { defineMessages } from '../../lib/i18n/messages';

/** The client's hosting accounts: cards, usage, status, cPanel access, activation and idle notices. */
export const hostingMessages = defineMessages('hosting', english);
export type HostingKey = keyof typeof english;
