import english from '../../../contract/i18n/catalogue/en/landing.json';
import { defineMessages } from '../../lib/i18n/messages';

/** The signed-out home: banner, service chooser, figures, features, pricing, members' words and calls to action. */
export const landingMessages = defineMessages('landing', english);
export type LandingKey = keyof typeof english;
