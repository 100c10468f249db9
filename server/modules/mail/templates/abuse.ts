import { button, fields, note, p, type MailContent } from './blocks.js';
import type { MailContext } from './index.js';
import { contactSupport } from './support.js';

// Abuse reports: the outcome to the reporter, and what happened to the owner. Reporter
// addresses are not verified, so nothing here quotes the owner's identity or their other sites to a reporter.

export interface AbuseMailData {
  /** To the reporter once an admin (or the automatic rule) acted on the report. */
  'abuse-report-outcome': {
    domain: string;
    category: string;
    outcome: 'dismissed' | 'warned' | 'site_suspended' | 'owner_suspended';
  };
  /** To the owner: an admin's warning about one of their sites. */
  'abuse-owner-warning': { domain: string; category: string; message: string };
  /** To the owner: sites suspended after reports (by an admin or automatically). */
  'abuse-sites-suspended': { domains: string[]; reason: string; automatic: boolean };
  /** To the owner: an automatic suspension an admin undid. */
  'abuse-suspension-undone': { domain: string };
  /** To the owner: the content scan found the site malicious and quarantined it. */
  'abuse-site-quarantined': { domain: string; url: string; signals: string[]; fix: string; appealable: boolean };
  /** To the owner: an admin reversed a quarantine (a false positive). */
  'abuse-quarantine-lifted': { domain: string };
}

const OUTCOME_TEXT: Record<AbuseMailData['abuse-report-outcome']['outcome'], string> = {
  dismissed: 'We looked at the site and found nothing that breaks our acceptable-use policy, so no action was taken.',
  warned: 'We found a problem and told the site owner to fix it.',
  site_suspended: 'We found a problem and suspended the site.',
  owner_suspended: 'We found a problem and suspended the owner’s sites.',
};

type Templates = { [K in keyof AbuseMailData]: (data: AbuseMailData[K], ctx: MailContext) => MailContent };

export const ABUSE_MAIL_TEMPLATES: Templates = {
  'abuse-site-quarantined': (d, ctx) => ({
    subject: `${d.domain} was taken offline`,
    heading: 'Your site was taken offline',
    blocks: [
      p(
        'Our automatic check of the sites we host found a page on your site that looks harmful to its visitors, so the site was suspended at once to protect them.',
      ),
      fields(['Address', d.url], ...d.signals.map((signal) => ['What we found', signal] as [string, string])),
      p(`What to fix: ${d.fix} Your files are kept.`),
      p(
        d.appealable
          ? `If you believe this is a mistake, or once you have fixed it, ${contactSupport(ctx)} with the address above and what you changed. An administrator reviews every case.`
          : `An administrator reviews every case. If you believe this is a mistake, ${contactSupport(ctx)} with the address above.`,
      ),
      button('Read the acceptable-use policy', `${ctx.siteUrl}/acceptable-use`),
    ],
  }),
  'abuse-quarantine-lifted': (d) => ({
    subject: `${d.domain} is back online`,
    heading: 'Your site is back online',
    blocks: [
      p(
        `An administrator reviewed the automatic check that took ${d.domain} offline and found it was mistaken. The site is back online; nothing else is needed from you. We are sorry for the trouble.`,
      ),
    ],
  }),
  'abuse-report-outcome': (d, ctx) => ({
    subject: `Your abuse report about ${d.domain}`,
    heading: 'Your report was reviewed',
    blocks: [
      p(`Thank you for reporting ${d.domain} (${d.category}). ${OUTCOME_TEXT[d.outcome]}`),
      note(
        `You receive this because this address was given in a report on ${ctx.siteUrl}/report-abuse. If that was not you, ignore this message.`,
      ),
    ],
  }),
  'abuse-owner-warning': (d, ctx) => ({
    subject: `Action needed on ${d.domain}`,
    heading: 'A report about your site',
    blocks: [
      p(`We received a report (${d.category}) about your site ${d.domain} and reviewed it. Our administrator writes:`),
      p(d.message),
      p('Please fix this soon. If it happens again, the site may be suspended.'),
      button('Read the acceptable-use policy', `${ctx.siteUrl}/acceptable-use`),
    ],
  }),
  'abuse-sites-suspended': (d, ctx) => ({
    subject:
      d.domains.length === 1 ? `${d.domains[0]} was suspended` : `${d.domains.length} of your sites were suspended`,
    heading: d.domains.length === 1 ? 'Your site was suspended' : 'Your sites were suspended',
    blocks: [
      p(
        d.automatic
          ? 'Several abuse reports about your site arrived within an hour, so it was suspended automatically until an administrator reviews them.'
          : 'After reviewing abuse reports, an administrator suspended:',
      ),
      fields(...d.domains.map((domain) => ['Site', domain] as [string, string]), ['Reason', d.reason]),
      p(`Your files are kept. To have a site restored, reply with what you changed, or ${contactSupport(ctx)}.`),
      button('Read the acceptable-use policy', `${ctx.siteUrl}/acceptable-use`),
    ],
  }),
  'abuse-suspension-undone': (d) => ({
    subject: `${d.domain} is back online`,
    heading: 'Your site is back online',
    blocks: [
      p(
        `An administrator reviewed the reports about ${d.domain} and lifted its automatic suspension. Nothing else is needed from you.`,
      ),
    ],
  }),
};
