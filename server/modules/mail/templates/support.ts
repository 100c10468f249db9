import type { MailContext } from './index.js';

/** "contact support", naming the admin's support contact when one is set (the mails said only "contact support"). */
export const contactSupport = (ctx: MailContext) =>
  ctx.supportContact ? `contact support at ${ctx.supportContact}` : 'contact support';
