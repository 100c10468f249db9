import { EMAIL_VERIFICATION_PATH } from '../../../../contract/email-verification.js';
import { MAIL, MAIL_ACCOUNT } from '../../../lib/i18n/catalogues.js';
import { button, fields, note, p, type MailContent } from './blocks.js';
import type { MailContext } from './index.js';
import { mailWords } from './words.js';

// The account's own mail: credentials, sign-in safety (password, recovery, two-factor), the e-mail check, the billing
// link, a site or plugin that is ready, and the admin's SMTP test. Every word in the recipient's language.

export interface AccountMailData {
  /** 000 §8: an anonymous user's credentials, delivered once they add an e-mail. */
  'account-credentials': { username: string; password: string };
  /** A new hosting account is live on WHM. */
  'hosting-ready': { domain: string; cpanelUrl: string; cpanelUsername: string | null };
  'password-changed': { username: string; changedAt: string };
  'recovery-used': { username: string; usedAt: string; ip: string | null };
  /** An admin marked a plugin request fulfilled: the plugin is in the library. */
  'plugin-request-fulfilled': { firstName: string; pluginName: string };
  /** An admin turned off the account's two-factor sign-in. */
  'two-factor-reset': { username: string; resetAt: string };
  /** The billing centre's signed link, asked for on /billing (no account needed). No dedupe: each ask is one. */
  'billing-link': { billingUrl: string; expiresAt: string };
  /** The link that confirms the account's e-mail address (contract/email-verification.ts). */
  'email-verification': { username: string; token: string };
  /** The admin's POST /api/smtp-settings/test (sent at once, never through the outbox). */
  'smtp-test': { sentAt: string };
}

type Templates = { [K in keyof AccountMailData]: (data: AccountMailData[K], ctx: MailContext) => MailContent };

const words = (ctx: MailContext) => mailWords(MAIL_ACCOUNT, ctx);
const common = (ctx: MailContext) => mailWords(MAIL, ctx).t;

export const ACCOUNT_MAIL_TEMPLATES: Templates = {
  'account-credentials': (d, ctx) => {
    const { t, locale } = words(ctx);
    return {
      locale,
      subject: t('credentialsSubject', { brand: ctx.brand }),
      heading: t('credentialsHeading'),
      blocks: [
        p(t('credentialsLead', { brand: ctx.brand })),
        fields([common(ctx)('fieldUsername'), d.username], [t('fieldPassword'), d.password]),
        button(common(ctx)('signIn'), `${ctx.siteUrl}/auth`),
        note(t('credentialsNote')),
      ],
    };
  },
  'hosting-ready': (d, ctx) => {
    const { t, locale } = words(ctx);
    const c = common(ctx);
    return {
      locale,
      subject: t('hostingReadySubject', { domain: d.domain }),
      heading: t('hostingReadyHeading'),
      blocks: [
        p(t('hostingReadyLead', { domain: d.domain })),
        fields(
          [c('fieldDomain'), d.domain],
          [c('fieldCpanelAddress'), d.cpanelUrl],
          ...(d.cpanelUsername ? [[t('fieldCpanelUsername'), d.cpanelUsername] as [string, string]] : []),
        ),
        button(c('openDashboard'), `${ctx.siteUrl}/dashboard`),
        note(t('hostingReadyNote')),
      ],
    };
  },
  'password-changed': (d, ctx) => {
    const { t, locale, moment, contactSupport } = words(ctx);
    return {
      locale,
      subject: t('passwordChangedSubject', { brand: ctx.brand }),
      heading: t('passwordChangedHeading'),
      blocks: [
        p(t('passwordChangedBody', { username: d.username, date: moment(d.changedAt) })),
        note(t('passwordChangedNote', { contactSupport: contactSupport() })),
        button(t('recoverAccount'), `${ctx.siteUrl}/auth`),
      ],
    };
  },
  'recovery-used': (d, ctx) => {
    const { t, locale, moment, contactSupport } = words(ctx);
    const values = { username: d.username, date: moment(d.usedAt) };
    return {
      locale,
      subject: t('recoveryUsedSubject', { brand: ctx.brand }),
      heading: t('recoveryUsedHeading'),
      blocks: [
        p(d.ip ? t('recoveryUsedBodyFrom', { ...values, ip: d.ip }) : t('recoveryUsedBody', values)),
        note(t('recoveryUsedNote', { contactSupport: contactSupport() })),
      ],
    };
  },
  'plugin-request-fulfilled': (d, ctx) => {
    const { t, locale } = words(ctx);
    return {
      locale,
      subject: t('pluginFulfilledSubject', { plugin: d.pluginName, brand: ctx.brand }),
      heading: t('pluginFulfilledHeading'),
      blocks: [
        p(t('pluginFulfilledBody', { firstName: d.firstName, plugin: d.pluginName, brand: ctx.brand })),
        button(t('findInLibrary'), `${ctx.siteUrl}/plugins?search=${encodeURIComponent(d.pluginName)}`),
        note(t('pluginFulfilledNote')),
      ],
    };
  },
  'two-factor-reset': (d, ctx) => {
    const { t, locale, moment, contactSupport } = words(ctx);
    return {
      locale,
      subject: t('twoFactorResetSubject', { brand: ctx.brand }),
      heading: t('twoFactorResetHeading'),
      blocks: [
        p(t('twoFactorResetBody', { username: d.username, date: moment(d.resetAt) })),
        note(t('twoFactorResetNote', { contactSupport: contactSupport() })),
        button(common(ctx)('signIn'), `${ctx.siteUrl}/auth`),
      ],
    };
  },
  'email-verification': (d, ctx) => {
    const { t, locale } = words(ctx);
    return {
      locale,
      subject: t('verificationSubject', { brand: ctx.brand }),
      heading: t('verificationHeading'),
      blocks: [
        p(t('verificationBody', { brand: ctx.brand, username: d.username })),
        button(
          t('verificationButton'),
          `${ctx.siteUrl}${EMAIL_VERIFICATION_PATH}?token=${encodeURIComponent(d.token)}`,
        ),
        note(t('verificationNote')),
      ],
    };
  },
  'billing-link': (d, ctx) => {
    const { t, locale, moment } = words(ctx);
    return {
      locale,
      subject: t('billingLinkSubject', { brand: ctx.brand }),
      heading: t('billingLinkHeading'),
      blocks: [
        p(t('billingLinkBody')),
        button(t('billingLinkButton'), d.billingUrl),
        note(t('billingLinkNote', { date: moment(d.expiresAt) })),
      ],
    };
  },
  'smtp-test': (d, ctx) => {
    const { t, locale, moment } = words(ctx);
    return {
      locale,
      subject: t('smtpTestSubject', { brand: ctx.brand }),
      heading: t('smtpTestHeading'),
      blocks: [p(t('smtpTestBody', { brand: ctx.brand, date: moment(d.sentAt) }))],
    };
  },
};
