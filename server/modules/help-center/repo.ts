import { and, asc, desc, eq, gt, gte, sql } from 'drizzle-orm';
import type { HelpCategory } from '../../../contract/help-center.js';
import type { DbOrTx } from '../../db/client.js';
import { helpArticles, helpArticleVotes, helpSuggestionOpens } from '../../db/schema/index.js';

export type HelpArticleRow = typeof helpArticles.$inferSelect;
export type HelpArticleValues = Pick<
  typeof helpArticles.$inferInsert,
  'slug' | 'title' | 'category' | 'markdown' | 'status' | 'publishedAt' | 'updatedBy' | 'updatedAt'
>;

// Every column but the generated search vector, which no reader needs.
const articleColumns = {
  id: helpArticles.id,
  slug: helpArticles.slug,
  title: helpArticles.title,
  category: helpArticles.category,
  markdown: helpArticles.markdown,
  status: helpArticles.status,
  publishedAt: helpArticles.publishedAt,
  updatedBy: helpArticles.updatedBy,
  createdAt: helpArticles.createdAt,
  updatedAt: helpArticles.updatedAt,
};
export type HelpArticleRecord = Omit<HelpArticleRow, 'search'>;

export async function findArticleBySlug(db: DbOrTx, slug: string, publishedOnly: boolean) {
  const where = publishedOnly
    ? and(eq(helpArticles.slug, slug), eq(helpArticles.status, 'published'))
    : eq(helpArticles.slug, slug);
  return (await db.select(articleColumns).from(helpArticles).where(where).limit(1))[0];
}

export async function findArticleById(db: DbOrTx, id: number) {
  return (await db.select(articleColumns).from(helpArticles).where(eq(helpArticles.id, id)).limit(1))[0];
}

/** Published articles, by category then title; a tsquery ranks them by match instead and drops the ones not matching. */
export async function searchPublished(
  db: DbOrTx,
  { tsQuery, category, limit }: { tsQuery: string | null; category?: HelpCategory; limit: number },
) {
  const filters = [eq(helpArticles.status, 'published')];
  if (category) filters.push(eq(helpArticles.category, category));
  if (!tsQuery)
    return db
      .select(articleColumns)
      .from(helpArticles)
      .where(and(...filters))
      .orderBy(asc(helpArticles.category), asc(helpArticles.title))
      .limit(limit);
  const query = sql`to_tsquery('english', ${tsQuery})`;
  return db
    .select(articleColumns)
    .from(helpArticles)
    .where(and(...filters, sql`${helpArticles.search} @@ ${query}`))
    .orderBy(desc(sql`ts_rank(${helpArticles.search}, ${query})`), asc(helpArticles.title))
    .limit(limit);
}

/** Every article with its votes, newest change first (the admin list: tens of rows). */
export async function listAllWithVotes(db: DbOrTx) {
  return db
    .select({
      ...articleColumns,
      helpfulYes: sql<number>`(select count(*)::int from ${helpArticleVotes} v where v.article_id = ${helpArticles.id} and v.helpful)`,
      helpfulNo: sql<number>`(select count(*)::int from ${helpArticleVotes} v where v.article_id = ${helpArticles.id} and not v.helpful)`,
    })
    .from(helpArticles)
    .orderBy(desc(helpArticles.updatedAt), desc(helpArticles.id));
}

export async function countVotes(db: DbOrTx, articleId?: number) {
  const row = (
    await db
      .select({
        yes: sql<number>`count(*) filter (where ${helpArticleVotes.helpful})::int`,
        no: sql<number>`count(*) filter (where not ${helpArticleVotes.helpful})::int`,
      })
      .from(helpArticleVotes)
      .where(articleId === undefined ? undefined : eq(helpArticleVotes.articleId, articleId))
  )[0];
  return { yes: row?.yes ?? 0, no: row?.no ?? 0 };
}

export async function insertArticle(db: DbOrTx, values: HelpArticleValues) {
  return (await db.insert(helpArticles).values(values).returning(articleColumns))[0];
}

export async function updateArticle(db: DbOrTx, id: number, values: HelpArticleValues) {
  return (await db.update(helpArticles).set(values).where(eq(helpArticles.id, id)).returning(articleColumns))[0];
}

export async function deleteArticle(db: DbOrTx, id: number) {
  return (await db.delete(helpArticles).where(eq(helpArticles.id, id)).returning({ id: helpArticles.id }))[0];
}

/** One vote per voter and article: a second vote replaces the first. */
export async function upsertVote(db: DbOrTx, articleId: number, voterKey: string, helpful: boolean, now: Date) {
  await db
    .insert(helpArticleVotes)
    .values({ articleId, voterKey, helpful, votedAt: now })
    .onConflictDoUpdate({
      target: [helpArticleVotes.articleId, helpArticleVotes.voterKey],
      set: { helpful, votedAt: now },
    });
}

/** An article opened from one ticket form's suggestions; opening it again changes nothing. */
export async function recordOpen(db: DbOrTx, helpToken: string, articleId: number, now: Date) {
  await db.insert(helpSuggestionOpens).values({ helpToken, articleId, openedAt: now }).onConflictDoNothing();
}

/**
 * A ticket was created with this token: its opens within the window are no deflection. An open older than the window
 * was already counted as one and stays so. The first ticket's time is kept.
 */
export async function markTicketFollowed(db: DbOrTx, helpToken: string, now: Date, openedAfter: Date) {
  const rows = await db
    .update(helpSuggestionOpens)
    .set({ ticketAt: now })
    .where(
      and(
        eq(helpSuggestionOpens.helpToken, helpToken),
        gt(helpSuggestionOpens.openedAt, openedAfter),
        sql`${helpSuggestionOpens.ticketAt} is null`,
      ),
    )
    .returning({ articleId: helpSuggestionOpens.articleId });
  return rows.length;
}

/**
 * Ticket forms (help tokens) whose first opened suggestion falls in [since, now): how many a ticket followed, how
 * many none did within the window (deflections), and how many are still inside it.
 */
export async function countDeflections(db: DbOrTx, since: Date, decidedBefore: Date) {
  const perToken = db
    .select({
      token: helpSuggestionOpens.helpToken,
      firstOpen: sql<Date>`min(${helpSuggestionOpens.openedAt})`.as('first_open'),
      followed: sql<boolean>`bool_or(${helpSuggestionOpens.ticketAt} is not null)`.as('followed'),
    })
    .from(helpSuggestionOpens)
    .where(gte(helpSuggestionOpens.openedAt, since))
    .groupBy(helpSuggestionOpens.helpToken)
    .as('per_token');
  const row = (
    await db
      .select({
        opened: sql<number>`count(*)::int`,
        followed: sql<number>`count(*) filter (where ${perToken.followed})::int`,
        deflected: sql<number>`count(*) filter (where not ${perToken.followed} and ${perToken.firstOpen} < ${decidedBefore})::int`,
      })
      .from(perToken)
  )[0];
  const opened = row?.opened ?? 0;
  const followed = row?.followed ?? 0;
  const deflected = row?.deflected ?? 0;
  return { opened, followed, deflected, undecided: opened - followed - deflected };
}
