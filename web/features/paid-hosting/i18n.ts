import english from '../../../contract/i18n/catalogue/en/paid-hosting.json';
import type { MessageValues } from '../../../contract/i18n/format.js';
import { defineMessages, translate } from '../../lib/i18n/messages';

/** Paid hosting: the checkout of /paid-hosting, the landing page's premium search and the dashboard's plans. */
export const paidHostingMessages = defineMessages('paid-hosting', english);

/**
 * A message for the checkout's callbacks (toasts after an answer): the page drawing them has already waited for this
 * catalogue (useMessages), so it is here; being no hook, the callbacks keep their dependencies.
 */
export const paidHostingText = (key: keyof typeof english, values?: MessageValues) =>
  translate(paidHostingMessages, key, values);
