import { z } from 'zod';
import { SITE_PAGE_SLUGS } from './site-page-list.js';

// Pages every host has: terms of service, privacy policy and acceptable-use policy, written by
// an admin in Markdown, and the support contact the interface names wherever it says "contact support".

export { SITE_PAGE_SLUGS, SITE_PAGES, type SitePageSlug } from './site-page-list.js';

export const SITE_PAGE_MARKDOWN_MAX = 100_000;

export const SITE_PAGE_MESSAGES = {
  saved: 'Page saved',
  markdownRequired: 'The page cannot be empty',
  markdownTooLong: `At most ${SITE_PAGE_MARKDOWN_MAX.toLocaleString('en-US')} characters`,
  supportSaved: 'Support contact saved',
  supportUrlInvalid: 'Enter a full https:// or http:// address',
  supportNoReply: 'A no-reply address cannot be the support contact: people must be able to write to it',
} as const;

/**
 * A mailbox nobody reads (noreply@, no-reply@, donotreply@, do-not-reply@, in any case): never shown as a contact.
 * The address HostFree mails from is usually one, which is why it is never the fallback contact.
 */
export function isNoReplyAddress(email: string): boolean {
  const local = email.trim().toLowerCase().split('@')[0] ?? '';
  return /^(no|do[-_.]?not)[-_.]?reply(\+.*)?$/.test(local);
}

export const sitePageParams = z.object({ slug: z.enum(SITE_PAGE_SLUGS) });

export const sitePageSchema = z.object({
  slug: z.enum(SITE_PAGE_SLUGS),
  title: z.string(),
  markdown: z.string(),
  /** Null while the page is the built-in text no admin has edited. */
  updatedAt: z.string().nullable(),
});
export type SitePage = z.infer<typeof sitePageSchema>;

export const sitePageUpdateBody = z.object({
  markdown: z
    .string()
    .trim()
    .min(1, SITE_PAGE_MESSAGES.markdownRequired)
    .max(SITE_PAGE_MARKDOWN_MAX, SITE_PAGE_MESSAGES.markdownTooLong),
});

const optionalUrl = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .max(500)
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    }, SITE_PAGE_MESSAGES.supportUrlInvalid),
]);

/** The support contact; both empty means none is set (the interface then says "contact support" without a link). */
export const supportContactSchema = z.object({ email: z.string().nullable(), url: z.string().nullable() });
export type SupportContact = z.infer<typeof supportContactSchema>;

export const supportContactBody = z.object({
  email: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .max(254)
      .email('Please enter a valid email address')
      .refine((email) => !isNoReplyAddress(email), SITE_PAGE_MESSAGES.supportNoReply),
  ]),
  url: optionalUrl,
});
export type SupportContactBody = z.infer<typeof supportContactBody>;
