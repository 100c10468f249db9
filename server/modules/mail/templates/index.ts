import { ABUSE_MAIL_TEMPLATES, type AbuseMailData } from './abuse.js';
import { BILLING_MAIL_TEMPLATES, type BillingMailData } from './billing.js';
import { IDLE_SITE_MAIL_TEMPLATES, type IdleSiteMailData } from './idle-sites.js';
import { button, fields, note, p, type MailContent } from './blocks.js';
import { contactSupport } from './support.js';
import { SUPPORT_MAIL_TEMPLATES, type SupportMailData } from './support-desk.js';
import { EMAIL_VERIFICATION_PATH } from '../../../../contract/email-verification.js';

// Every message HostFree sends. Each template gets its data and the site's context and returns one block list;
// blocks.ts renders it as plain text and HTML. Data is what the caller stored in the outbox (sealed).

export interface MailContext {
  brand: string;
  siteUrl: string;
  /** The admin's support contact (Admin → Site pages), an e-mail address or a link; absent when none is set. */
  supportContact?: string | null;
}

const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
const when = (iso: string) => new Date(iso).toUTCString();

export interface MailTemplateData extends AbuseMailData, BillingMailData, IdleSiteMailData, SupportMailData {
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
  /** Donations: call after the payment is confirmed, dedupeKey 'donation-receipt:<donationId>'. */
  'donation-receipt': {
    donationId: number;
    amountCents: number;
    currency: string;
    isRecurring: boolean;
    giftTier?: string | null;
    pluginName?: string | null;
    paidAt: string;
  };
  /** The commerce core's receipt, once per payment of any product; dedupeKey 'payment-receipt:<payment key>'. */
  'payment-receipt': {
    paymentId: number;
    productLabel: string;
    description: string;
    amountCents: number;
    currency: string;
    paidAt: string;
    isRenewal: boolean;
    receiptUrl: string | null;
    billingUrl?: string | null;
  };
  /** The billing centre's signed link, asked for on /billing (no account needed). No dedupe: each ask is one. */
  'billing-link': { billingUrl: string; expiresAt: string };
  /** Paid hosting: call when the order is paid, dedupeKey 'paid-hosting-order:<orderId>'. */
  'paid-hosting-order': {
    orderId: number;
    domain: string;
    planName: string;
    priceCents: number;
    currency: string;
    status: string;
    cpanelUrl?: string | null;
  };
  /** VPS: call when the order is paid, dedupeKey 'vps-order:<orderId>'. */
  'vps-order': {
    orderId: number;
    packageName: string;
    priceCents: number;
    currency: string;
    vcpu: number;
    memory: string;
    storage: string;
    operatingSystem: string;
  };
  /** VPS: the admin completed the order; dedupeKey 'vps-ready:<orderId>'. No password: it stays on the dashboard. */
  'vps-ready': {
    orderId: number;
    packageName: string | null;
    ipAddress: string;
    username: string;
    sshPort: number | null;
    rdpPort: number | null;
  };
  /** An admin completed a donor's gift order (Pending Orders); dedupeKey 'gift-ready:<pendingOrderId>'. */
  'gift-ready': { giftTier: string | null; giftType: string | null };
  /** The link that confirms the account's e-mail address (contract/email-verification.ts). */
  'email-verification': { username: string; token: string };
  /** The admin's POST /api/smtp-settings/test (sent at once, never through the outbox). */
  'smtp-test': { sentAt: string };
}

export type MailTemplate = keyof MailTemplateData;

type Templates = { [K in MailTemplate]: (data: MailTemplateData[K], ctx: MailContext) => MailContent };

export const MAIL_TEMPLATES: Templates = {
  ...ABUSE_MAIL_TEMPLATES,
  ...BILLING_MAIL_TEMPLATES,
  ...SUPPORT_MAIL_TEMPLATES,
  ...IDLE_SITE_MAIL_TEMPLATES,
  'account-credentials': (d, ctx) => ({
    subject: `Your ${ctx.brand} account details`,
    heading: 'Your account details',
    blocks: [
      p(`Thank you for adding your e-mail address. These are the credentials of your ${ctx.brand} account:`),
      fields(['Username', d.username], ['Password', d.password]),
      button('Sign in', `${ctx.siteUrl}/auth`),
      note(
        'Keep this message safe or change your password in your profile. Your recovery phrase is not included: it was shown to you once when the account was created.',
      ),
    ],
  }),
  'hosting-ready': (d, ctx) => ({
    subject: `Your hosting account ${d.domain} is ready`,
    heading: 'Your hosting account is ready',
    blocks: [
      p(`${d.domain} has been set up and is ready to use.`),
      fields(
        ['Domain', d.domain],
        ['cPanel address', d.cpanelUrl],
        ...(d.cpanelUsername ? [['cPanel username', d.cpanelUsername] as [string, string]] : []),
      ),
      button('Open your dashboard', `${ctx.siteUrl}/dashboard`),
      note('Use the cPanel button on your dashboard to sign in to the control panel without a password.'),
    ],
  }),
  'password-changed': (d, ctx) => ({
    subject: `Your ${ctx.brand} password was changed`,
    heading: 'Your password was changed',
    blocks: [
      p(
        `The password of the account ${d.username} was changed on ${when(d.changedAt)}. Every other session was signed out.`,
      ),
      note(
        `If you did not do this, recover your account with your recovery phrase at once and ${contactSupport(ctx)}.`,
      ),
      button('Recover account', `${ctx.siteUrl}/auth`),
    ],
  }),
  'recovery-used': (d, ctx) => ({
    subject: `Your ${ctx.brand} account was recovered`,
    heading: 'Your recovery phrase was used',
    blocks: [
      p(
        `The recovery phrase of the account ${d.username} was used on ${when(d.usedAt)}${d.ip ? ` from the address ${d.ip}` : ''}. A new password and a new recovery phrase were issued and every session was signed out.`,
      ),
      note(`If this was not you, someone knows your recovery phrase: ${contactSupport(ctx)}.`),
    ],
  }),
  'plugin-request-fulfilled': (d, ctx) => ({
    subject: `${d.pluginName} is in the ${ctx.brand} library`,
    heading: 'Your plugin request was fulfilled',
    blocks: [
      p(`Hello ${d.firstName}, the plugin you asked for, ${d.pluginName}, is now in the ${ctx.brand} library.`),
      button('Find it in the library', `${ctx.siteUrl}/plugins?search=${encodeURIComponent(d.pluginName)}`),
      note('Downloads need a free account: sign in, or register in a few seconds from the library page.'),
    ],
  }),
  'two-factor-reset': (d, ctx) => ({
    subject: `Two-factor sign-in was turned off on your ${ctx.brand} account`,
    heading: 'Two-factor sign-in was turned off',
    blocks: [
      p(
        `An administrator turned off two-factor sign-in for the account ${d.username} on ${when(d.resetAt)}. Every session was signed out: you now sign in with your password alone.`,
      ),
      note(
        `Set up two-factor sign-in again in Settings. If you did not ask for this, change your password at once and ${contactSupport(ctx)}.`,
      ),
      button('Sign in', `${ctx.siteUrl}/auth`),
    ],
  }),
  'email-verification': (d, ctx) => ({
    subject: `Confirm your e-mail address for ${ctx.brand}`,
    heading: 'Confirm your e-mail address',
    blocks: [
      p(
        `Someone, probably you, added this address to the ${ctx.brand} account ${d.username}. Open the link below to confirm it.`,
      ),
      button('Confirm e-mail address', `${ctx.siteUrl}${EMAIL_VERIFICATION_PATH}?token=${encodeURIComponent(d.token)}`),
      note('The link works once, for 24 hours. If you did not add this address, ignore this message: nothing changes.'),
    ],
  }),
  'donation-receipt': (d, ctx) => ({
    subject: `Receipt for your donation to ${ctx.brand}`,
    heading: 'Thank you for your donation',
    blocks: [
      p(
        d.isRecurring
          ? 'Your monthly donation was received. Thank you for keeping free hosting free.'
          : 'Your donation was received. Thank you for keeping free hosting free.',
      ),
      fields(
        ['Receipt', `D-${d.donationId}`],
        ['Amount', money(d.amountCents, d.currency)],
        ['Date', when(d.paidAt)],
        ...(d.isRecurring ? [['Billing', 'Monthly'] as [string, string]] : []),
        ...(d.giftTier ? [['Gift', d.giftTier] as [string, string]] : []),
        ...(d.pluginName ? [['Plugin', d.pluginName] as [string, string]] : []),
      ),
      note(`${ctx.brand} is a community project; this receipt is not a tax document.`),
    ],
  }),
  'payment-receipt': (d, ctx) => ({
    subject: `Receipt for your ${d.productLabel.toLowerCase()} payment to ${ctx.brand}`,
    heading: 'Thank you for your payment',
    blocks: [
      p(
        d.isRenewal
          ? `Your ${d.productLabel.toLowerCase()} renewed and the payment was received.`
          : 'Your payment was received.',
      ),
      fields(
        ['Receipt', `P-${d.paymentId}`],
        ['For', d.description],
        ['Amount', money(d.amountCents, d.currency)],
        ['Date', when(d.paidAt)],
      ),
      ...(d.receiptUrl ? [button("Stripe's receipt", d.receiptUrl)] : []),
      ...(d.billingUrl
        ? [
            p(
              'See, change or cancel what you pay for, and update your card, in the billing centre (the link works for 7 days; it can send you a new one):',
            ),
            button('Manage billing', d.billingUrl),
          ]
        : []),
      note(
        `${ctx.brand} is a non-profit project; this receipt is not a tax document. ${d.productLabel.toLowerCase().includes('donation') ? 'Thank you for keeping free hosting free.' : ''}`.trim(),
      ),
    ],
  }),
  'billing-link': (d, ctx) => ({
    subject: `Your ${ctx.brand} billing link`,
    heading: 'Manage what you pay for',
    blocks: [
      p(
        'Someone, probably you, asked for a link to the billing centre for this address. It shows your donations, plans and payments, with their receipts, and lets you cancel or update your card.',
      ),
      button('Open the billing centre', d.billingUrl),
      note(
        `The link works until ${when(d.expiresAt)}. Anyone with it can see and change your subscriptions, so do not forward it. If you did not ask for it, ignore this message: nothing changes.`,
      ),
    ],
  }),
  'paid-hosting-order': (d, ctx) => ({
    subject: `Your ${ctx.brand} hosting order for ${d.domain}`,
    heading: 'Your hosting order',
    blocks: [
      p('Thank you for your order. We will e-mail you again when your hosting account is ready.'),
      fields(
        ['Order', `H-${d.orderId}`],
        ['Domain', d.domain],
        ['Plan', d.planName],
        ['Price', `${money(d.priceCents, d.currency)} / month`],
        ['Status', d.status],
        ...(d.cpanelUrl ? [['cPanel address', d.cpanelUrl] as [string, string]] : []),
      ),
      button('Open your dashboard', `${ctx.siteUrl}/dashboard`),
    ],
  }),
  'vps-order': (d, ctx) => ({
    subject: `Your ${ctx.brand} VPS order`,
    heading: 'Your VPS order',
    blocks: [
      p(
        'Thank you for your order. Your server is set up within 24 to 48 hours; we will send its access details when it is ready.',
      ),
      fields(
        ['Order', `V-${d.orderId}`],
        ['Package', d.packageName],
        ['Price', `${money(d.priceCents, d.currency)} / month`],
        ['vCPU', String(d.vcpu)],
        ['Memory', d.memory],
        ['Storage', d.storage],
        ['Operating system', d.operatingSystem],
      ),
      button('Open your dashboard', `${ctx.siteUrl}/dashboard`),
    ],
  }),
  'vps-ready': (d, ctx) => ({
    subject: `Your ${ctx.brand} VPS is ready`,
    heading: 'Your server is ready',
    blocks: [
      p(`Your VPS${d.packageName ? ` (${d.packageName})` : ''} has been set up. These are its access details:`),
      fields(
        ['Order', `V-${d.orderId}`],
        ['IP address', d.ipAddress],
        ['Username', d.username],
        ...(d.sshPort ? [['SSH port', String(d.sshPort)] as [string, string]] : []),
        ...(d.rdpPort ? [['RDP port', String(d.rdpPort)] as [string, string]] : []),
      ),
      note(
        'The password (and SSH key, if any) is not sent by e-mail: sign in to see it with your order on your dashboard, then change it on the server.',
      ),
      button('Open your dashboard', `${ctx.siteUrl}/dashboard`),
    ],
  }),
  'gift-ready': (d, ctx) => {
    const what = [d.giftTier, d.giftType ? `${d.giftType} gift` : 'gift'].filter(Boolean).join(' ');
    return {
      subject: `Your ${ctx.brand} gift is set up`,
      heading: 'Your gift is set up',
      blocks: [
        p(`Thank you for your donation. Our team has set up your ${what}.`),
        p(
          'Its access details come from our team to this address. If they have not reached you within a day, reply to this message.',
        ),
      ],
    };
  },
  'smtp-test': (d, ctx) => ({
    subject: `${ctx.brand} SMTP test`,
    heading: 'SMTP settings work',
    blocks: [
      p(
        `This test message was sent by ${ctx.brand} on ${when(d.sentAt)} with the SMTP settings entered by an administrator.`,
      ),
    ],
  }),
};

export function renderTemplate<K extends MailTemplate>(
  template: K,
  data: MailTemplateData[K],
  ctx: MailContext,
): MailContent {
  return MAIL_TEMPLATES[template](data, ctx);
}
