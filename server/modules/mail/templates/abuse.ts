import type { AbuseCategory } from '../../../../contract/abuse-constants.js';
import type { AbuseCaseThreat } from '../../../../contract/abuse-detection.js';
import { MAIL, MAIL_ABUSE } from '../../../lib/i18n/catalogues.js';
import { button, fields, note, p, type MailContent } from './blocks.js';
import type { MailContext } from './index.js';
import { mailWords } from './words.js';

// Abuse reports: the outcome to the reporter, and what happened to the owner. Reporter
// addresses are not verified, so nothing here quotes the owner's identity or their other sites to a reporter. Every
// word in the recipient's language: the report's category by its code, the automatic suspension's reason by its count,
// the fix by the threat. An admin's reason and message, and the scan's signals (evidence), are sent as written; rows
// stored before the codes were sent carry the English words, said as they are.

export interface AbuseMailData {
  /** To the reporter once an admin (or the automatic rule) acted on the report. */
  'abuse-report-outcome': {
    domain: string;
    /** The report's category code; `category`, its English label, is what older rows carry. */
    categoryCode?: AbuseCategory;
    category: string;
    outcome: 'dismissed' | 'warned' | 'site_suspended' | 'owner_suspended';
  };
  /** To the owner: an admin's warning about one of their sites. */
  'abuse-owner-warning': { domain: string; categoryCode?: AbuseCategory; category: string; message: string };
  /** To the owner: sites suspended after reports (by an admin or automatically). */
  'abuse-sites-suspended': {
    domains: string[];
    /** The admin's reason as typed; for the automatic rule, its English reason (older rows show it). */
    reason: string;
    automatic: boolean;
    /** The automatic rule's count of reports within the hour: its reason is then said in the recipient's language. */
    reportCount?: number;
  };
  /** To the owner: an automatic suspension an admin undid. */
  'abuse-suspension-undone': { domain: string };
  /** To the owner: the content scan found the site malicious and quarantined it. */
  'abuse-site-quarantined': {
    domain: string;
    url: string;
    signals: string[];
    /** What to fix, by the threat found; `fix` is the English text older rows carry. */
    threat?: AbuseCaseThreat;
    fix?: string;
    appealable: boolean;
  };
  /** To the owner: an admin reversed a quarantine (a false positive). */
  'abuse-quarantine-lifted': { domain: string };
}

const OUTCOME_KEY = {
  dismissed: 'outcomeDismissed',
  warned: 'outcomeWarned',
  site_suspended: 'outcomeSiteSuspended',
  owner_suspended: 'outcomeOwnerSuspended',
} as const satisfies Record<AbuseMailData['abuse-report-outcome']['outcome'], string>;

type Templates = { [K in keyof AbuseMailData]: (data: AbuseMailData[K], ctx: MailContext) => MailContent };

const words = (ctx: MailContext) => mailWords(MAIL_ABUSE, ctx);
const categoryOf = (d: { categoryCode?: AbuseCategory; category: string }, ctx: MailContext) =>
  d.categoryCode ? words(ctx).t(`category.${d.categoryCode}`) : d.category;
const policyButton = (ctx: MailContext) =>
  button(mailWords(MAIL, ctx).t('readPolicy'), `${ctx.siteUrl}/acceptable-use`);

function backOnline(ctx: MailContext, domain: string, body: 'quarantineLiftedBody' | 'suspensionUndoneBody') {
  const { t, locale } = words(ctx);
  return {
    locale,
    subject: t('backOnlineSubject', { domain }),
    heading: t('backOnlineHeading'),
    blocks: [p(t(body, { domain }))],
  };
}

export const ABUSE_MAIL_TEMPLATES: Templates = {
  'abuse-site-quarantined': (d, ctx) => {
    const { t, locale, contactSupport } = words(ctx);
    return {
      locale,
      subject: t('quarantinedSubject', { domain: d.domain }),
      heading: t('quarantinedHeading'),
      blocks: [
        p(t('quarantinedBody')),
        fields([t('fieldAddress'), d.url], ...d.signals.map((signal) => [t('fieldFound'), signal] as [string, string])),
        p(t('quarantinedFix', { fix: d.threat ? t(`fix.${d.threat}`) : (d.fix ?? '') })),
        p(
          d.appealable
            ? t('quarantinedAppeal', { contactSupport: contactSupport() })
            : t('quarantinedReview', { contactSupport: contactSupport() }),
        ),
        policyButton(ctx),
      ],
    };
  },
  'abuse-quarantine-lifted': (d, ctx) => backOnline(ctx, d.domain, 'quarantineLiftedBody'),
  'abuse-report-outcome': (d, ctx) => {
    const { t, locale } = words(ctx);
    return {
      locale,
      subject: t('reportOutcomeSubject', { domain: d.domain }),
      heading: t('reportOutcomeHeading'),
      blocks: [
        p(
          t('reportOutcomeBody', {
            domain: d.domain,
            category: categoryOf(d, ctx),
            outcome: t(OUTCOME_KEY[d.outcome]),
          }),
        ),
        note(t('reportOutcomeNote', { reportUrl: `${ctx.siteUrl}/report-abuse` })),
      ],
    };
  },
  'abuse-owner-warning': (d, ctx) => {
    const { t, locale } = words(ctx);
    return {
      locale,
      subject: t('warningSubject', { domain: d.domain }),
      heading: t('warningHeading'),
      blocks: [
        p(t('warningBody', { category: categoryOf(d, ctx), domain: d.domain })),
        p(d.message),
        p(t('warningFix')),
        policyButton(ctx),
      ],
    };
  },
  'abuse-sites-suspended': (d, ctx) => {
    const { t, locale, contactSupport } = words(ctx);
    const site = mailWords(MAIL, ctx).t('fieldSite');
    const one = d.domains.length === 1;
    return {
      locale,
      subject: one
        ? t('suspendedOneSubject', { domain: d.domains[0]! })
        : t('suspendedManySubject', { count: d.domains.length }),
      heading: one ? t('suspendedOneHeading') : t('suspendedManyHeading'),
      blocks: [
        p(d.automatic ? t('suspendedAutomatic') : t('suspendedByAdmin')),
        fields(...d.domains.map((domain) => [site, domain] as [string, string]), [
          t('fieldReason'),
          d.reportCount ? t('reasonAutoReports', { count: d.reportCount }) : d.reason,
        ]),
        p(t('suspendedRestore', { contactSupport: contactSupport() })),
        policyButton(ctx),
      ],
    };
  },
  'abuse-suspension-undone': (d, ctx) => backOnline(ctx, d.domain, 'suspensionUndoneBody'),
};
