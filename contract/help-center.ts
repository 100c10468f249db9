import { z } from 'zod';

// The help centre (knowledge base): articles an admin writes in Markdown, read by anyone, searched with PostgreSQL's
// full-text search, offered while a person types a ticket's subject, voted helpful or not. The spec is silent on
// all of it: the messages here are HostFree's own.

export const HELP_CENTER_PATH = '/help';
export const helpArticlePath = (slug: string) => `${HELP_CENTER_PATH}/${slug}`;

export const HELP_CATEGORIES = {
  'getting-started': 'Getting started',
  account: 'Account and sign-in',
  hosting: 'Hosting and domains',
  billing: 'Billing and plans',
  suspensions: 'Suspensions and appeals',
} as const;
export type HelpCategory = keyof typeof HELP_CATEGORIES;
export const HELP_CATEGORY_IDS = Object.keys(HELP_CATEGORIES) as [HelpCategory, ...HelpCategory[]];

export const HELP_ARTICLE_STATUSES = ['draft', 'published'] as const;
export type HelpArticleStatus = (typeof HELP_ARTICLE_STATUSES)[number];

export const HELP_LIMITS = {
  titleMax: 160,
  slugMax: 80,
  markdownMax: 50_000,
  queryMax: 200,
  /** How many articles the ticket form offers. */
  suggestions: 3,
  /** A search answers at most this many articles (the help centre is tens of articles, not thousands). */
  searchResults: 50,
  /** The opaque token the ticket form sends with the articles it opened, and then with the ticket. */
  helpTokenMax: 64,
  visitorIdMax: 64,
} as const;

/**
 * An article opened from the ticket form's suggestions and followed by no ticket within this time is a deflection:
 * the article answered the question (docs/decisions.md, 'The help centre').
 */
export const DEFLECTION_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The period the figures count over. */
export const HELP_FIGURES_DAYS = 30;

export const HELP_MESSAGES = {
  notFound: 'Article not found',
  created: 'Article created',
  saved: 'Article saved',
  deleted: 'Article deleted',
  slugTaken: 'Another article already has this address',
  titleRequired: 'Please enter a title',
  titleTooLong: `At most ${HELP_LIMITS.titleMax} characters`,
  slugInvalid: 'Use lowercase letters, digits and single hyphens (for example why-was-my-site-suspended)',
  markdownRequired: 'The article cannot be empty',
  markdownTooLong: `At most ${HELP_LIMITS.markdownMax.toLocaleString('en-US')} characters`,
  voteThanks: 'Thanks for telling us',
} as const;

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
