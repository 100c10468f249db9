import english from '../../../contract/i18n/catalogue/en/compute.json';
import { defineMessages, type Translate } from '../../lib/i18n/messages';

/** Cloud compute: the launch cards, the instances, the paid run and the admin's shortcuts. */
export const computeMessages = defineMessages('compute', english);
export type ComputeText = Translate<Extract<keyof typeof english, string>>;
