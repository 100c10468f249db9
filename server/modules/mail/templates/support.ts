import { HELP_CENTER_PATH } from '../../../../contract/help-center.js';
import type { MailContext } from './index.js';

/**
 * "contact support", naming the admin's support contact when one is set, and the help center beside it: most
 * questions are answered there before anyone has to write.
 */
export const contactSupport = (ctx: MailContext) =>
  `${ctx.supportContact ? `contact support at ${ctx.supportContact}` : 'contact support'} (answers to common questions: ${ctx.siteUrl}${HELP_CENTER_PATH})`;
