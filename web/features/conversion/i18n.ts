import english from '../../../contract/i18n/catalogue/en/conversion.json';
import { defineMessages } from '../../lib/i18n/messages';

/** /conversion's words: the welcome per kind of sign-up and the countdown (a plural: the page fetches ICU). */
export const conversionMessages = defineMessages('conversion', english);
export type ConversionKey = keyof typeof english;
