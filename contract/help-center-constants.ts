// The help center's constants without zod: the public pages, the "contact support" links and the suspension notice
// import these, and a visitor's first load must not carry the schema library for a path and a few labels.

export const HELP_CENTER_PATH = '/help';
export const helpArticlePath = (slug: string) => `${HELP_CENTER_PATH}/${slug}`;

/**
 * The help center's categories by id, each with the catalogue key of its name: the screens that name a category
 * (/help's filter, the admin's list and editor) translate it by id, in the help-center and admin-help catalogues.
 */
export const HELP_CATEGORY_KEYS = {
  'getting-started': 'categoryGettingStarted',
  account: 'categoryAccount',
  hosting: 'categoryHosting',
  billing: 'categoryBilling',
  suspensions: 'categorySuspensions',
} as const;
export type HelpCategory = keyof typeof HELP_CATEGORY_KEYS;
export const HELP_CATEGORY_IDS = Object.keys(HELP_CATEGORY_KEYS) as [HelpCategory, ...HelpCategory[]];

export const HELP_ARTICLE_STATUSES = ['draft', 'published'] as const;
export type HelpArticleStatus = (typeof HELP_ARTICLE_STATUSES)[number];

export const HELP_LIMITS = {
  titleMax: 160,
  slugMax: 80,
  markdownMax: 50_000,
  queryMax: 200,
  /** How many articles the ticket form offers. */
  suggestions: 3,
  /** A search answers at most this many articles (the help center is tens of articles, not thousands). */
  searchResults: 50,
  /** The opaque token the ticket form sends with the articles it opened, and then with the ticket. */
  helpTokenMax: 64,
  visitorIdMax: 64,
} as const;

/**
 * An article opened from the ticket form's suggestions and followed by no ticket within this time is a deflection:
 * the article answered the question (docs/decisions.md, 'The help center').
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
