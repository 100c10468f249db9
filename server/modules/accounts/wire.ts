import type { Core } from '../../wiring/core.js';
import type { SitePagesService } from '../site-pages/index.js';
import type { AuditService } from '../audit/index.js';
import type { DeviceService } from '../devices/index.js';
import type { GroupService } from '../groups/index.js';
import { createAccountEvents } from './account-events.js';
import type { MailService } from '../mail/index.js';
import type { PixelService } from '../pixel/index.js';
import type { RateLimitService } from '../rate-limit/index.js';
import { createLoginDeviceSigner } from './login-device.js';
import { createAccountsService } from './service.js';
import { createSessionService } from './session-service.js';
import { findUserBriefs, findUserLocale } from './user-repo.js';
import { isLocale } from '../../../contract/i18n/locales.js';

interface Needs {
  sitePages: SitePagesService;
  audit: AuditService;
  devices: DeviceService;
  groups: GroupService;
  rateLimits: RateLimitService;
  mail: MailService;
  pixel: PixelService;
}

/** Users and sessions. The admin Users tab sits above hosting, whose accounts it removes (wire-admin.ts). */
export function wire(
  { db, config, secretBox, changeFeed, log, now }: Core,
  { sitePages, audit, devices, groups, rateLimits, mail, pixel }: Needs,
) {
  audit.usePeopleDirectory(findUserBriefs);
  // Mail is written in the recipient's stored language; users are this module's, so it tells mail where to look.
  mail.useRecipientLocale(async (userId, tx) => {
    const locale = await findUserLocale(tx, userId);
    return isLocale(locale) ? locale : null;
  });
  const sessions = createSessionService({
    db,
    idleMs: config.session.idleMs,
    absoluteMs: config.session.absoluteMs,
    now,
    changeFeed,
  });
  // Mail and the pixel's Conversions API jobs, written inside the transaction of each account event.
  const accountEvents = createAccountEvents({ mail, pixel, now });
  const accounts = createAccountsService({
    db,
    sessions,
    devices,
    groups,
    rateLimits,
    loginDevices: createLoginDeviceSigner(secretBox.deriveKey('login-device')),
    log,
    now,
    audit: audit.trail,
    secretBox,
    events: accountEvents,
    mailReady: mail.canSend,
    // Suspension's sign-in refusal names the admin's support contact (e-mail, else page), or none: never the address
    // HostFree mails from, which is usually a no-reply one (site-pages filters no-reply addresses out).
    supportContact: async () => {
      const contact = await sitePages.getSupportContact();
      return contact.email || contact.url || null;
    },
  });
  return { sessions, accountEvents, accounts };
}
