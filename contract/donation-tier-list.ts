import type { DonationTier, HostingGiftDetails, VpsGiftDetails } from './donation-tiers.js';

// The tiers themselves, apart from their schemas (donation-tiers.ts, which re-exports this file): the landing
// page's donate section reads them without loading zod (first load).

const OS = 'Ubuntu 24.04 LTS';
const vps = (cpu: string, ram: string, storage: string, traffic: string): VpsGiftDetails => ({
  cpu,
  ram,
  storage,
  ipv4: '1 IPv4 address',
  os: OS,
  traffic,
});
const hosting = (storage: string, bandwidth: string, databases: string, emails: string): HostingGiftDetails => ({
  storage,
  domain: '.im domain',
  bandwidth,
  databases,
  emails,
  support: 'Priority support',
  extras: ['Free SSL certificate', 'Daily backups'],
});

const VPS_BASIC = vps('1 vCPU', '1GB RAM', '40GB SSD', '1TB traffic');
const VPS_GROWTH = vps('2 vCPU', '2GB RAM', '80GB SSD', '2TB traffic');
const VPS_PRO = vps('4 vCPU', '4GB RAM', '120GB SSD', '3TB traffic');
const HOSTING_GROWTH = hosting('50GB SSD', '500GB bandwidth', '10 databases', '25 e-mail accounts');
const HOSTING_PRO = hosting('100GB SSD', '1TB bandwidth', '25 databases', '50 e-mail accounts');

/**
 * 000 §9, per month: $5 Basic VPS; $10 Growth (50GB hosting with an .im domain, or a 2 vCPU/2GB/80GB VPS; most
 * popular); $15 Professional (100GB hosting or a 4 vCPU/4GB/120GB VPS); $20 Ultimate Combo (both, the
 * Professional hosting and VPS). The first gift of a tier is the one preselected.
 */
export const DONATION_TIERS: readonly DonationTier[] = [
  {
    amount: 5,
    title: 'Basic VPS',
    description: 'Keep the lights on and get a small VPS of your own.',
    popular: false,
    features: ['1 vCPU, 1GB RAM, 40GB SSD VPS', 'Gift activates within 24 hours', 'Cancel any time'],
    gifts: [{ type: 'vps', details: VPS_BASIC }],
  },
  {
    amount: 10,
    title: 'Growth',
    description: 'Grow with us: 50GB hosting with an .im domain, or a bigger VPS.',
    popular: true,
    features: [
      '50GB hosting with an .im domain',
      'or a 2 vCPU, 2GB RAM, 80GB SSD VPS',
      'Gift activates within 24 hours',
      'Cancel any time',
    ],
    gifts: [
      { type: 'hosting', details: HOSTING_GROWTH },
      { type: 'vps', details: VPS_GROWTH },
    ],
  },
  {
    amount: 15,
    title: 'Professional',
    description: 'For serious sites: 100GB hosting or a 4 vCPU VPS.',
    popular: false,
    features: [
      '100GB hosting with an .im domain',
      'or a 4 vCPU, 4GB RAM, 120GB SSD VPS',
      'Gift activates within 24 hours',
      'Cancel any time',
    ],
    gifts: [
      { type: 'hosting', details: HOSTING_PRO },
      { type: 'vps', details: VPS_PRO },
    ],
  },
  {
    amount: 20,
    title: 'Ultimate Combo',
    description: 'Both: the Professional hosting and the Professional VPS.',
    popular: false,
    features: [
      '100GB hosting with an .im domain',
      'and a 4 vCPU, 4GB RAM, 120GB SSD VPS',
      'Gift activates within 24 hours',
      'Cancel any time',
    ],
    gifts: [{ type: 'both', details: { hosting: HOSTING_PRO, vps: VPS_PRO } }],
  },
];

/** 000 §4: the dialog opens on this monthly amount (cents), preselecting the $5 tier and its first gift. */
export const DEFAULT_DONATION_CENTS = 500;
/** 000 §9: gifts activate within 24 hours of payment; the thank-you countdown starts here and drops hourly. */
export const GIFT_ACTIVATION_HOURS = 24;

/** The giftTier label the dialog sends for a tier (000 §7: like '$10'). */
export const giftTierLabel = (tier: Pick<DonationTier, 'amount'>) => `$${tier.amount}`;

/** The tier whose monthly price is exactly this many cents, if any. */
export const findTierByCents = (cents: number) => DONATION_TIERS.find((t) => t.amount * 100 === cents);

/** The gift of that tier with this type, if the tier offers it. */
export const findGift = (tier: DonationTier, type: string) => tier.gifts.find((g) => g.type === type);
