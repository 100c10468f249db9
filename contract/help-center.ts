import { z } from 'zod';
import { HELP_ARTICLE_STATUSES, HELP_CATEGORY_IDS, HELP_LIMITS, HELP_MESSAGES } from './help-center-constants.js';

// The help center (knowledge base): articles an admin writes in Markdown, read by anyone, searched with PostgreSQL's
// full-text search, offered while a person types a ticket's subject, voted helpful or not. The spec is silent on
// all of it: the messages here are HostFree's own.

export * from './help-center-constants.js';

const slug = z
  .string()
  .trim()
  .min(1, HELP_MESSAGES.slugInvalid)
  .max(HELP_LIMITS.slugMax, HELP_MESSAGES.slugInvalid)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, HELP_MESSAGES.slugInvalid);

export const helpArticleParams = z.object({ slug });
export const helpArticleIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** What a visitor sees of an article in a list or a suggestion. */
export const helpArticleSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  category: z.enum(HELP_CATEGORY_IDS),
  /** The first words of the article, as plain text. */
  excerpt: z.string(),
});
export type HelpArticleSummary = z.infer<typeof helpArticleSummarySchema>;

export const helpArticleSchema = helpArticleSummarySchema.extend({
  markdown: z.string(),
  updatedAt: z.string(),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

export const helpSearchQuery = z.object({
  q: z.string().trim().max(HELP_LIMITS.queryMax).optional(),
  category: z.enum(HELP_CATEGORY_IDS).optional(),
});
export type HelpSearchQuery = z.infer<typeof helpSearchQuery>;

export const helpSuggestionsQuery = z.object({ subject: z.string().trim().max(HELP_LIMITS.queryMax) });

export const helpVoteBody = z.object({
  helpful: z.boolean(),
  /** A random id the browser keeps (signed-out visitors); a signed-in person votes as themself. */
  visitorId: z
    .string()
    .trim()
    .min(8)
    .max(HELP_LIMITS.visitorIdMax)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export type HelpVoteBody = z.infer<typeof helpVoteBody>;
export const helpVoteResult = z.object({ message: z.string(), helpful: z.boolean() });

export const helpTokenSchema = z
  .string()
  .trim()
  .min(8)
  .max(HELP_LIMITS.helpTokenMax)
  .regex(/^[A-Za-z0-9_-]+$/);
export const helpOpenedBody = z.object({ helpToken: helpTokenSchema });

// Admin.

export const adminHelpArticleSchema = helpArticleSchema.extend({
  id: z.number(),
  status: z.enum(HELP_ARTICLE_STATUSES),
  publishedAt: z.string().nullable(),
  helpfulYes: z.number(),
  helpfulNo: z.number(),
});
export type AdminHelpArticle = z.infer<typeof adminHelpArticleSchema>;

export const helpArticleBody = z.object({
  title: z.string().trim().min(1, HELP_MESSAGES.titleRequired).max(HELP_LIMITS.titleMax, HELP_MESSAGES.titleTooLong),
  slug,
  category: z.enum(HELP_CATEGORY_IDS),
  markdown: z
    .string()
    .trim()
    .min(1, HELP_MESSAGES.markdownRequired)
    .max(HELP_LIMITS.markdownMax, HELP_MESSAGES.markdownTooLong),
  status: z.enum(HELP_ARTICLE_STATUSES),
});
export type HelpArticleBody = z.infer<typeof helpArticleBody>;

export const helpArticleSaved = z.object({ message: z.string(), article: adminHelpArticleSchema });

export const helpFiguresSchema = z.object({
  days: z.number(),
  /** Ticket forms (one help token each) where at least one suggested article was opened. */
  suggestionsOpened: z.number(),
  /** Of those, the ones no ticket followed within the deflection window. */
  deflections: z.number(),
  /** Of those, the ones a ticket followed. */
  ticketsFollowed: z.number(),
  /** Still inside the window: not counted either way yet. */
  undecided: z.number(),
  helpfulYes: z.number(),
  helpfulNo: z.number(),
});
export type HelpFigures = z.infer<typeof helpFiguresSchema>;
