import { createHash } from 'node:crypto';
import {
  DEFLECTION_WINDOW_MS,
  HELP_FIGURES_DAYS,
  HELP_LIMITS,
  HELP_MESSAGES,
  type AdminHelpArticle,
  type HelpArticle,
  type HelpArticleBody,
  type HelpArticleSummary,
  type HelpCategory,
  type HelpFigures,
  type HelpSearchQuery,
} from '../../../contract/help-center.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { AuditTrail } from '../../lib/audit-trail.js';
import { violatedUniqueConstraint } from '../../lib/pg-errors.js';
import { RATE_LIMITS, type RateLimitService } from '../rate-limit/index.js';
import { plainExcerpt } from './excerpt.js';
import {
  countDeflections,
  countVotes,
  deleteArticle,
  findArticleById,
  findArticleBySlug,
  insertArticle,
  listAllWithVotes,
  markTicketFollowed,
  recordOpen,
  searchPublished,
  updateArticle,
  upsertVote,
  type HelpArticleRecord,
} from './repo.js';
import { toPrefixTsQuery } from './search-query.js';

export interface HelpCenterDeps {
  db: Db;
  audit: AuditTrail;
  log: AuditLog;
  rateLimits: RateLimitService;
  now: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const summaryOf = (row: HelpArticleRecord): HelpArticleSummary => ({
  slug: row.slug,
  title: row.title,
  category: row.category,
  excerpt: plainExcerpt(row.markdown),
});

const articleOf = (row: HelpArticleRecord): HelpArticle => ({
  ...summaryOf(row),
  markdown: row.markdown,
  updatedAt: row.updatedAt.toISOString(),
});

const adminArticleOf = (row: HelpArticleRecord, votes: { yes: number; no: number }): AdminHelpArticle => ({
  ...articleOf(row),
  id: row.id,
  status: row.status,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  helpfulYes: votes.yes,
  helpfulNo: votes.no,
});

/** Who a vote belongs to: the signed-in person, else a hash of the browser's random id (the id itself is not kept). */
const voterKeyOf = (userId: number | null, visitorId: string) =>
  userId ? `u:${userId}` : `v:${createHash('sha256').update(visitorId).digest('base64url').slice(0, 32)}`;

/**
 * The help centre: published articles for everyone (list, search, the ticket form's suggestions), votes and the
 * suggestions' deflection figure, and the admin's editing. Drafts are never answered to a visitor: every public read
 * filters on status in SQL, so an unpublished article is a 404 like a missing one.
 */
export function createHelpCenterService({ db, audit, log, rateLimits, now }: HelpCenterDeps) {
  const notFound = () => new AppError('NOT_FOUND', HELP_MESSAGES.notFound);

  async function publishedArticle(slug: string) {
    const row = await findArticleBySlug(db, slug, true);
    if (!row) throw notFound();
    return row;
  }

  /** Saves a create or an edit; a slug another article has is a 409 with the spec-less but clear message. */
  async function write<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (violatedUniqueConstraint(error) !== undefined) throw new AppError('CONFLICT', HELP_MESSAGES.slugTaken);
      throw error;
    }
  }

  const figuresSince = () => new Date(now().getTime() - HELP_FIGURES_DAYS * DAY_MS);

  return {
    /** GET /api/help/articles: published articles, all or those matching `q` (best first), optionally one category. */
    async searchArticles({ q, category }: HelpSearchQuery): Promise<HelpArticleSummary[]> {
      const rows = await searchPublished(db, {
        tsQuery: q ? toPrefixTsQuery(q) : null,
        category: category as HelpCategory | undefined,
        limit: HELP_LIMITS.searchResults,
      });
      // A query with nothing searchable in it ('???') finds nothing rather than everything.
      return q && !toPrefixTsQuery(q) ? [] : rows.map(summaryOf);
    },

    /** GET /api/help/suggestions: the three best matches for a ticket's subject as it is typed. */
    async suggestArticles(subject: string): Promise<HelpArticleSummary[]> {
      const tsQuery = toPrefixTsQuery(subject);
      if (!tsQuery) return [];
      const rows = await searchPublished(db, { tsQuery, limit: HELP_LIMITS.suggestions });
      return rows.map(summaryOf);
    },

    /** GET /api/help/articles/{slug} */
    readArticle: async (slug: string): Promise<HelpArticle> => articleOf(await publishedArticle(slug)),

    /** POST /api/help/articles/{slug}/vote: one vote per voter and article, a second one replaces the first. */
    async vote(slug: string, helpful: boolean, voter: { userId: number | null; visitorId: string; ip: string }) {
      await rateLimits.consumeAttempt(RATE_LIMITS.helpVotePerAddress, voter.ip);
      const article = await publishedArticle(slug);
      await upsertVote(db, article.id, voterKeyOf(voter.userId, voter.visitorId), helpful, now());
      return { message: HELP_MESSAGES.voteThanks, helpful };
    },

    /** POST /api/help/articles/{slug}/opened: the ticket form's suggestion was opened (counted once per form). */
    async recordSuggestionOpened(slug: string, helpToken: string, ip: string) {
      await rateLimits.consumeAttempt(RATE_LIMITS.helpOpenedPerAddress, ip);
      const article = await publishedArticle(slug);
      await recordOpen(db, helpToken, article.id, now());
    },

    /**
     * The support desk calls this when a ticket is created with the help token its form carried: the articles that
     * form opened did not answer the question. Unknown tokens change nothing (the form opened no suggestion).
     */
    async ticketFollowed(helpToken: string): Promise<void> {
      const at = now();
      await markTicketFollowed(db, helpToken, at, new Date(at.getTime() - DEFLECTION_WINDOW_MS));
    },

    /** The admin screen's figures and /api/admin/metrics: the last HELP_FIGURES_DAYS days. */
    async figures(): Promise<HelpFigures> {
      const at = now();
      const [opens, votes] = await Promise.all([
        countDeflections(db, figuresSince(), new Date(at.getTime() - DEFLECTION_WINDOW_MS)),
        countVotes(db),
      ]);
      return {
        days: HELP_FIGURES_DAYS,
        suggestionsOpened: opens.opened,
        deflections: opens.deflected,
        ticketsFollowed: opens.followed,
        undecided: opens.undecided,
        helpfulYes: votes.yes,
        helpfulNo: votes.no,
      };
    },

    /** GET /api/admin/help/articles: drafts too, with their votes. */
    async listForAdmin(): Promise<AdminHelpArticle[]> {
      return (await listAllWithVotes(db)).map((row) => adminArticleOf(row, { yes: row.helpfulYes, no: row.helpfulNo }));
    },

    /** POST /api/admin/help/articles */
    async createArticle(body: HelpArticleBody, actorId: number) {
      const at = now();
      const row = await write(() =>
        db.transaction(async (tx) => {
          const created = await insertArticle(tx, {
            ...body,
            publishedAt: body.status === 'published' ? at : null,
            updatedBy: actorId,
            updatedAt: at,
          });
          await audit.record(tx, {
            action: 'help.article_created',
            targetType: 'help_article',
            targetId: created.id,
            details: { slug: created.slug, title: created.title, status: created.status },
          });
          return created;
        }),
      );
      log.info({ event: 'help-article-created', articleId: row.id, byUserId: actorId }, 'help article created');
      return { message: HELP_MESSAGES.created, article: adminArticleOf(row, { yes: 0, no: 0 }) };
    },

    /** PUT /api/admin/help/articles/{id}: the whole article; publishing stamps the first publication time. */
    async saveArticle(id: number, body: HelpArticleBody, actorId: number) {
      const at = now();
      const row = await write(() =>
        db.transaction(async (tx) => {
          const before = await findArticleById(tx, id);
          if (!before) throw notFound();
          const publishedAt = body.status === 'published' ? (before.publishedAt ?? at) : before.publishedAt;
          const saved = await updateArticle(tx, id, { ...body, publishedAt, updatedBy: actorId, updatedAt: at });
          const statusChanged = before.status !== saved.status;
          await audit.record(tx, {
            action: statusChanged
              ? saved.status === 'published'
                ? 'help.article_published'
                : 'help.article_unpublished'
              : 'help.article_changed',
            targetType: 'help_article',
            targetId: id,
            details: {
              slug: saved.slug,
              title: saved.title,
              fields: (['title', 'slug', 'category', 'markdown', 'status'] as const).filter(
                (field) => before[field] !== saved[field],
              ),
            },
          });
          return saved;
        }),
      );
      return { message: HELP_MESSAGES.saved, article: adminArticleOf(row, await countVotes(db, id)) };
    },

    /** DELETE /api/admin/help/articles/{id}: its votes and opens go with it (their figures were about it). */
    async deleteArticle(id: number) {
      await db.transaction(async (tx) => {
        const before = await findArticleById(tx, id);
        if (!before) throw notFound();
        await deleteArticle(tx, id);
        await audit.record(tx, {
          action: 'help.article_deleted',
          targetType: 'help_article',
          targetId: id,
          details: { slug: before.slug, title: before.title },
        });
      });
      return { message: HELP_MESSAGES.deleted };
    },
  };
}

export type HelpCenterService = ReturnType<typeof createHelpCenterService>;
