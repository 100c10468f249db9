import { z } from 'zod';

// The donation tiers of 000 §9 and their gifts, the one source both the donate section, the dialog and the
// server read. The server rebuilds every gift's details from here: what a browser sends is never stored.

export const vpsGiftDetailsSchema = z.object({
  cpu: z.string(),
  ram: z.string(),
  storage: z.string(),
  ipv4: z.string(),
  os: z.string(),
  traffic: z.string(),
});
export type VpsGiftDetails = z.infer<typeof vpsGiftDetailsSchema>;

export const hostingGiftDetailsSchema = z.object({
  storage: z.string(),
  domain: z.string(),
  bandwidth: z.string(),
  databases: z.string(),
  emails: z.string(),
  support: z.string(),
  extras: z.array(z.string()),
});
export type HostingGiftDetails = z.infer<typeof hostingGiftDetailsSchema>;

export const GIFT_TYPES = ['vps', 'hosting', 'both'] as const;
export type GiftType = (typeof GIFT_TYPES)[number];

/** 000 §3 Gift: type (vps, hosting or both) and details; both nests hosting and vps. */
export const giftSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('vps'), details: vpsGiftDetailsSchema }),
  z.object({ type: z.literal('hosting'), details: hostingGiftDetailsSchema }),
  z.object({
    type: z.literal('both'),
    details: z.object({ hosting: hostingGiftDetailsSchema, vps: vpsGiftDetailsSchema }),
  }),
]);
export type Gift = z.infer<typeof giftSchema>;
export type GiftDetails = Gift['details'];

/** 000 §3 Donation tier: amount in dollars, title, description, features, popular flag, gifts. */
export const donationTierSchema = z.object({
  amount: z.number(),
  title: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  popular: z.boolean(),
  gifts: z.array(giftSchema).min(1),
});
export type DonationTier = z.infer<typeof donationTierSchema>;

export * from './donation-tier-list.js';
