import type { Gift, HostingGiftDetails, VpsGiftDetails } from '../../../contract/donation-tiers.js';

// How a gift reads on the donate section, in the dialog and on the thank-you view.

const GIFT_NAMES: Record<Gift['type'], string> = { vps: 'VPS', hosting: 'Hosting', both: 'Hosting + VPS' };

/** 'VPS', 'Hosting' or 'Hosting + VPS'. */
export const giftName = (gift: Pick<Gift, 'type'>) => GIFT_NAMES[gift.type];

const vpsSummary = (vps: VpsGiftDetails) => `${vps.cpu}, ${vps.ram}, ${vps.storage}`;
const hostingSummary = (hosting: HostingGiftDetails) => `${hosting.storage} with an ${hosting.domain}`;

/** One line: 'VPS: 2 vCPU, 2GB RAM, 80GB SSD'. */
export function giftSummary(gift: Gift): string {
  if (gift.type === 'vps') return `VPS: ${vpsSummary(gift.details)}`;
  if (gift.type === 'hosting') return `Hosting: ${hostingSummary(gift.details)}`;
  return `Hosting: ${hostingSummary(gift.details.hosting)} + VPS: ${vpsSummary(gift.details.vps)}`;
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
export function giftDetailLines(gift: Gift): { heading: string; lines: string[] }[] {
  if (gift.type === 'vps') return [{ heading: 'VPS', lines: vpsLines(gift.details) }];
  if (gift.type === 'hosting') return [{ heading: 'Hosting', lines: hostingLines(gift.details) }];
  return [
    { heading: 'Hosting', lines: hostingLines(gift.details.hosting) },
    { heading: 'VPS', lines: vpsLines(gift.details.vps) },
  ];
}

/** What a tier's gifts are, in a few words: 'VPS', 'Hosting or VPS', 'Hosting + VPS'. */
export const tierGiftChoice = (gifts: readonly Gift[]) => gifts.map(giftName).join(' or ');
