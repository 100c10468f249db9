import { MAIL, MAIL_IDLE } from '../../../lib/i18n/catalogues.js';
import { button, fields, note, p, type MailContent } from './blocks.js';
import type { MailContext } from './index.js';
import { mailWords } from './words.js';

// Idle free sites: two warnings before deactivation, the deactivation itself, and the last mail before removal.
// Every date is the exact day the step happens (UTC), the same one the sweep holds to: a date told is never
// brought forward. The dashboard is where Reactivate is, one click once signed in.

export interface IdleSiteMailData {
  /** 7 and 1 days before deactivation; dedupeKey 'idle-warning-<days>:<account>:<idle since>'. */
  'idle-site-warning': { domain: string; idleDays: number; daysLeft: number; deactivateOn: string };
  /** At deactivation; removeOn is null when the rule will never remove this site (it was reactivated before). */
  'idle-site-deactivated': { domain: string; idleDays: number; removeOn: string | null };
  /** The last mail, a week before removal. */
  'idle-site-removal-notice': { domain: string; removeOn: string };
}

const dashboard = (ctx: MailContext) => `${ctx.siteUrl}/dashboard`;
const words = (ctx: MailContext) => ({ ...mailWords(MAIL_IDLE, ctx), site: mailWords(MAIL, ctx).t('fieldSite') });

type Templates = { [K in keyof IdleSiteMailData]: (data: IdleSiteMailData[K], ctx: MailContext) => MailContent };

// Each date is the day with its weekday, in UTC ('Tuesday, 8 December 2026 (UTC)'), in the recipient's language.
export const IDLE_SITE_MAIL_TEMPLATES: Templates = {
  'idle-site-warning': (d, ctx) => {
    const { t, locale, longDay, site } = words(ctx);
    return {
      locale,
      subject:
        d.daysLeft <= 1
          ? t('warningTomorrowSubject', { domain: d.domain })
          : t('warningSubject', { domain: d.domain, days: d.daysLeft }),
      heading: t('warningHeading'),
      blocks: [
        p(t('warningBody', { domain: d.domain, idleDays: d.idleDays })),
        fields([site, d.domain], [t('fieldDeactivatedOn'), longDay(d.deactivateOn)]),
        p(t('warningKeep')),
        button(t('visitSite'), `http://${d.domain}`),
        note(t('warningNote', { dashboardUrl: dashboard(ctx) })),
      ],
    };
  },
  'idle-site-deactivated': (d, ctx) => {
    const { t, locale, longDay, site, contactSupport } = words(ctx);
    return {
      locale,
      subject: t('deactivatedSubject', { domain: d.domain }),
      heading: t('deactivatedHeading'),
      blocks: [
        p(t('deactivatedBody', { domain: d.domain, idleDays: d.idleDays })),
        d.removeOn ? fields([site, d.domain], [t('fieldRemovedOn'), longDay(d.removeOn)]) : fields([site, d.domain]),
        p(d.removeOn ? t('deactivatedBeforeRemoval') : t('deactivatedWhenever')),
        button(t('reactivateButton'), dashboard(ctx)),
        note(t('questions', { contactSupport: contactSupport() })),
      ],
    };
  },
  'idle-site-removal-notice': (d, ctx) => {
    const { t, locale, longDay, site } = words(ctx);
    return {
      locale,
      subject: t('removalSubject', { domain: d.domain, date: longDay(d.removeOn) }),
      heading: t('removalHeading'),
      blocks: [
        p(t('removalBody', { domain: d.domain })),
        fields([site, d.domain], [t('fieldDeletedOn'), longDay(d.removeOn)]),
        p(t('removalKeep')),
        button(t('reactivateButton'), dashboard(ctx)),
      ],
    };
  },
};
