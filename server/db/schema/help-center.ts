import { sql, type SQL } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { at, createdAt, id, updatedAt } from './columns.js';

// The help centre's articles, votes and the articles opened from a ticket form's suggestions, owned by
// server/modules/help-center. The seed articles are written by their own migration (0029_help_center_articles).

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const helpArticles = pgTable(
  'help_articles',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    category: text('category', {
      enum: ['getting-started', 'account', 'hosting', 'billing', 'suspensions'],
    }).notNull(),
    markdown: text('markdown').notNull(),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    publishedAt: at('published_at'),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // The title weighs more than the body: a question answered by its title ranks first. Kept by PostgreSQL itself
    // (a generated column), so no writer can forget it.
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', coalesce(${helpArticles.title}, '')), 'A') || setweight(to_tsvector('english', coalesce(${helpArticles.markdown}, '')), 'B')`,
    ),
  },
  (t) => [
    uniqueIndex('help_articles_slug_idx').on(t.slug),
    index('help_articles_search_idx').using('gin', t.search),
    index('help_articles_status_idx').on(t.status, t.category),
  ],
);

// One vote per voter per article; voting again changes it. The voter is `u:<user id>` or a hash of the browser's
// random visitor id (never the id itself, never an address).
export const helpArticleVotes = pgTable(
  'help_article_votes',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => helpArticles.id, { onDelete: 'cascade' }),
    voterKey: text('voter_key').notNull(),
    helpful: boolean('helpful').notNull(),
    votedAt: at('voted_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.voterKey] })],
);

// An article opened from the suggestions of one ticket form (its help token). `ticketAt` is set when a ticket is
// created with that token; a token whose opens are older than the deflection window and have no ticket is a
// deflection.
export const helpSuggestionOpens = pgTable(
  'help_suggestion_opens',
  {
    helpToken: text('help_token').notNull(),
    articleId: integer('article_id')
      .notNull()
      .references(() => helpArticles.id, { onDelete: 'cascade' }),
    openedAt: at('opened_at').notNull().defaultNow(),
    ticketAt: at('ticket_at'),
  },
  (t) => [
    primaryKey({ columns: [t.helpToken, t.articleId] }),
    index('help_suggestion_opens_opened_idx').on(t.openedAt),
  ],
);
