import type { Gift, HostingGiftDetails, VpsGiftDetails, DonationTier } from '../../../contract/donation-tiers.js';
import type { Locale } from '../../../contract/i18n/locales.js';
import type { Translate } from '../../lib/i18n/messages';
import type { DonationsKey } from './i18n';

// How a gift reads on the donate section, in the dialog and on the thank-you view. The figures of a gift (40GB SSD,
// 1 vCPU) are the product's own and stay as written; the words around them come from the catalogue.

type T = Translate<DonationsKey>;

const GIFT_NAMES: Record<Gift['type'], DonationsKey> = { vps: 'giftVps', hosting: 'giftHosting', both: 'giftBoth' };

/** 'VPS', 'Hosting' or 'Hosting + VPS'. */
export const giftName = (gift: Pick<Gift, 'type'>, t: T) => t(GIFT_NAMES[gift.type]);

const vpsSummary = (vps: VpsGiftDetails) => `${vps.cpu}, ${vps.ram}, ${vps.storage}`;
const hostingSummary = (hosting: HostingGiftDetails, t: T) =>
  t('hostingSummary', { storage: hosting.storage, domain: hosting.domain });

/** One line: 'VPS: 2 vCPU, 2GB RAM, 80GB SSD'. */
export function giftSummary(gift: Gift, t: T): string {
  const line = (type: 'vps' | 'hosting', details: string) =>
    t('giftSummaryLine', { gift: giftName({ type }, t), details });
  if (gift.type === 'vps') return line('vps', vpsSummary(gift.details));
  if (gift.type === 'hosting') return line('hosting', hostingSummary(gift.details, t));
  return t('giftSummaryBoth', {
    hosting: line('hosting', hostingSummary(gift.details.hosting, t)),
    vps: line('vps', vpsSummary(gift.details.vps)),
  });
}

const vpsLines = (vps: VpsGiftDetails) => [vps.cpu, vps.ram, vps.storage, vps.ipv4, vps.os, vps.traffic];
const hostingLines = (hosting: HostingGiftDetails) => [
  hosting.storage,
  hosting.domain,
  hosting.bandwidth,
  hosting.databases,
  hosting.emails,
  hosting.support,
  ...hosting.extras,
];

/** Every detail of the gift, for the choice list and the thank-you view. */
export function giftDetailLines(gift: Gift, t: T): { heading: string; lines: string[] }[] {
  if (gift.type === 'vps') return [{ heading: t('giftVps'), lines: vpsLines(gift.details) }];
  if (gift.type === 'hosting') return [{ heading: t('giftHosting'), lines: hostingLines(gift.details) }];
  return [
    { heading: t('giftHosting'), lines: hostingLines(gift.details.hosting) },
    { heading: t('giftVps'), lines: vpsLines(gift.details.vps) },
  ];
}

/** What a tier's gifts are, in a few words: 'VPS', 'Hosting or VPS', 'Hosting + VPS'. */
export function tierGiftChoice(gifts: readonly Gift[], t: T, locale: Locale): string {
  const names = gifts.map((gift) => giftName(gift, t));
  // English as the spec writes it, with no Intl data to load on the landing page; other languages join their way.
  if (locale === 'en') return names.join(' or ');
  return new Intl.ListFormat(locale, { type: 'disjunction' }).format(names);
}

/** A tier's own words (000 §9) in the page's language: its title, description and features. */
export function tierText(tier: DonationTier, t: T): { title: string; description: string; features: string[] } {
  const key = (suffix: string) => `tier${tier.amount}${suffix}` as DonationsKey;
  return {
    title: t(key('Title')),
    description: t(key('Description')),
    features: tier.features.map((_, index) => t(key(`Feature${index}`))),
  };
}
