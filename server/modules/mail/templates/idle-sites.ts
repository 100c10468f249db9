import { button, fields, note, p, type MailContent } from './blocks.js';
import type { MailContext } from './index.js';
import { contactSupport } from './support.js';

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

/** 'Tuesday, 8 December 2026 (UTC)': the day, unambiguous in any country. */
export const mailDay = (iso: string) =>
  `${new Date(iso).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })} (UTC)`;

const dashboard = (ctx: MailContext) => `${ctx.siteUrl}/dashboard`;

type Templates = { [K in keyof IdleSiteMailData]: (data: IdleSiteMailData[K], ctx: MailContext) => MailContent };

export const IDLE_SITE_MAIL_TEMPLATES: Templates = {
  'idle-site-warning': (d, ctx) => ({
    subject:
      d.daysLeft <= 1
        ? `${d.domain} will be deactivated tomorrow`
        : `${d.domain} will be deactivated in ${d.daysLeft} days`,
    heading: 'Your free site has had no visitors',
    blocks: [
      p(
        `Your free site ${d.domain} has had no visitors for a while. Free sites with no visitors for ${d.idleDays} days are deactivated, so that the space goes to sites people use.`,
      ),
      fields(['Site', d.domain], ['Deactivated on', mailDay(d.deactivateOn)]),
      p(
        'To keep it, visit it once: any visit counts, yours too. Nothing else is needed; we check every day and this date moves as soon as a visit is counted.',
      ),
      button('Visit your site', `http://${d.domain}`),
      note(
        `A deactivated site keeps its files, and you can reactivate it from your dashboard (${dashboard(ctx)}) in one click.`,
      ),
    ],
  }),
  'idle-site-deactivated': (d, ctx) => ({
    subject: `${d.domain} was deactivated`,
    heading: 'Your free site was deactivated',
    blocks: [
      p(
        `Your free site ${d.domain} had no visitors for ${d.idleDays} days, so it was deactivated: it is offline and cPanel is closed. Your files are kept.`,
      ),
      d.removeOn ? fields(['Site', d.domain], ['Removed on', mailDay(d.removeOn)]) : fields(['Site', d.domain]),
      p(
        d.removeOn
          ? 'Reactivate it from your dashboard before that day and it comes back as it was. After that day the site and its files are deleted for good.'
          : 'Reactivate it from your dashboard whenever you need it and it comes back as it was.',
      ),
      button('Reactivate on your dashboard', dashboard(ctx)),
      note(`Questions? You can ${contactSupport(ctx)}.`),
    ],
  }),
  'idle-site-removal-notice': (d, ctx) => ({
    subject: `${d.domain} will be deleted on ${mailDay(d.removeOn)}`,
    heading: 'Last notice before your site is deleted',
    blocks: [
      p(`Your free site ${d.domain} is still deactivated. This is the last mail we send about it.`),
      fields(['Site', d.domain], ['Deleted on', mailDay(d.removeOn)]),
      p(
        'Reactivate it from your dashboard before that day to keep it. After that day the site and its files are gone.',
      ),
      button('Reactivate on your dashboard', dashboard(ctx)),
    ],
  }),
};
