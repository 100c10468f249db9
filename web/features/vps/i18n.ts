import english from '../../../contract/i18n/catalogue/en/vps.json';
import { defineMessages, type Translate } from '../../lib/i18n/messages';

/** The VPS offer and order form, /vps-checkout, /vps-success and the dashboard's VPS orders. */
export const vpsMessages = defineMessages('vps', english);
export type VpsText = Translate<Extract<keyof typeof english, string>>;
