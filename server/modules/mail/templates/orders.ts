import { GIFT_TYPES } from '../../../../contract/donation-tiers.js';
import { MAIL, MAIL_ORDERS } from '../../../lib/i18n/catalogues.js';
import { button, fields, note, p, type MailContent } from './blocks.js';
import type { MailContext } from './index.js';
import { mailWords } from './words.js';

// Orders of paid hosting, a VPS and a donor's gift: received, and ready. Every word in the recipient's language; the
// package, plan and operating system are the catalogue's own names, sent as they are.

export interface OrderMailData {
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
}

type Templates = { [K in keyof OrderMailData]: (data: OrderMailData[K], ctx: MailContext) => MailContent };

const row = (label: string, value: string): [string, string] => [label, value];

export const ORDER_MAIL_TEMPLATES: Templates = {
  'paid-hosting-order': (d, ctx) => {
    const { t, locale, money } = mailWords(MAIL_ORDERS, ctx);
    const c = mailWords(MAIL, ctx).t;
    return {
      locale,
      subject: t('hostingOrderSubject', { brand: ctx.brand, domain: d.domain }),
      heading: t('hostingOrderHeading'),
      blocks: [
        p(t('hostingOrderBody')),
        fields(
          row(c('fieldOrder'), `H-${d.orderId}`),
          row(c('fieldDomain'), d.domain),
          row(t('fieldPlan'), d.planName),
          row(c('fieldPrice'), c('perMonth', { price: money(d.priceCents, d.currency) })),
          row(c('fieldStatus'), d.status),
          ...(d.cpanelUrl ? [row(c('fieldCpanelAddress'), d.cpanelUrl)] : []),
        ),
        button(c('openDashboard'), `${ctx.siteUrl}/dashboard`),
      ],
    };
  },
  'vps-order': (d, ctx) => {
    const { t, locale, money } = mailWords(MAIL_ORDERS, ctx);
    const c = mailWords(MAIL, ctx).t;
    return {
      locale,
      subject: t('vpsOrderSubject', { brand: ctx.brand }),
      heading: t('vpsOrderHeading'),
      blocks: [
        p(t('vpsOrderBody')),
        fields(
          row(c('fieldOrder'), `V-${d.orderId}`),
          row(t('fieldPackage'), d.packageName),
          row(c('fieldPrice'), c('perMonth', { price: money(d.priceCents, d.currency) })),
          row(t('fieldVcpu'), new Intl.NumberFormat(locale).format(d.vcpu)),
          row(t('fieldMemory'), d.memory),
          row(t('fieldStorage'), d.storage),
          row(t('fieldOperatingSystem'), d.operatingSystem),
        ),
        button(c('openDashboard'), `${ctx.siteUrl}/dashboard`),
      ],
    };
  },
  'vps-ready': (d, ctx) => {
    const { t, locale } = mailWords(MAIL_ORDERS, ctx);
    const c = mailWords(MAIL, ctx).t;
    return {
      locale,
      subject: t('vpsReadySubject', { brand: ctx.brand }),
      heading: t('vpsReadyHeading'),
      blocks: [
        p(d.packageName ? t('vpsReadyBodyNamed', { package: d.packageName }) : t('vpsReadyBody')),
        fields(
          row(c('fieldOrder'), `V-${d.orderId}`),
          row(t('fieldIpAddress'), d.ipAddress),
          row(c('fieldUsername'), d.username),
          // Ports are written as digits in every locale: they are typed into an SSH or RDP client.
          ...(d.sshPort ? [row(t('fieldSshPort'), String(d.sshPort))] : []),
          ...(d.rdpPort ? [row(t('fieldRdpPort'), String(d.rdpPort))] : []),
        ),
        note(t('vpsReadyNote')),
        button(c('openDashboard'), `${ctx.siteUrl}/dashboard`),
      ],
    };
  },
  'gift-ready': (d, ctx) => {
    const { t, locale } = mailWords(MAIL_ORDERS, ctx);
    const tier = d.giftTier;
    // The gift's type is a code ('hosting', 'vps', 'both'): named in the recipient's words, an unknown one as it is.
    const known = GIFT_TYPES.find((code) => code === d.giftType);
    const type = known ? t(`giftType.${known}`) : d.giftType;
    return {
      locale,
      subject: t('giftReadySubject', { brand: ctx.brand }),
      heading: t('giftReadyHeading'),
      blocks: [
        p(
          tier && type
            ? t('giftReadyBodyTierType', { tier, type })
            : tier
              ? t('giftReadyBodyTier', { tier })
              : type
                ? t('giftReadyBodyType', { type })
                : t('giftReadyBody'),
        ),
        p(t('giftReadyNote')),
      ],
    };
  },
};
