import {
  isNoReplyAddress,
  SITE_PAGE_MESSAGES,
  SITE_PAGE_SLUGS,
  SITE_PAGES,
  type SitePage,
  type SitePageSlug,
  type SupportContact,
  type SupportContactBody,
} from '../../../contract/site-pages.js';
import type { Db } from '../../db/client.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { AuditTrail } from '../../lib/audit-trail.js';
import { DEFAULT_PAGES } from './defaults.js';
import { listPages, readSupportContact, upsertPage, upsertSupportContact } from './repo.js';

export interface SitePagesDeps {
  db: Db;
  audit: AuditTrail;
  log: AuditLog;
  now: () => Date;
}

/**
 * Terms, privacy and acceptable-use pages (Markdown an admin edits) and the support contact.
 * Every public page load may read them, and they change rarely: each instance keeps them in memory and forgets them
 * when an admin saves (another instance sees the change within CACHE_MS).
 */
export const SITE_PAGES_CACHE_MS = 60_000;

export function createSitePagesService({ db, audit, log, now }: SitePagesDeps) {
  let pages: { value: Map<SitePageSlug, SitePage>; expires: number } | null = null;
  let contact: { value: SupportContact; expires: number } | null = null;

  async function getSupportContact(): Promise<SupportContact> {
    if (contact && contact.expires > Date.now()) return contact.value;
    const row = await readSupportContact(db);
    // An address saved before no-reply ones were refused is not shown as a contact.
    const email = row?.email && !isNoReplyAddress(row.email) ? row.email : null;
    const value = { email, url: row?.url ?? null };
    contact = { value, expires: Date.now() + SITE_PAGES_CACHE_MS };
    return value;
  }

  async function allPages(): Promise<Map<SitePageSlug, SitePage>> {
    if (pages && pages.expires > Date.now()) return pages.value;
    const rows = new Map((await listPages(db)).map((row) => [row.slug, row]));
    const value = new Map(
      SITE_PAGE_SLUGS.map((slug) => {
        const row = rows.get(slug);
        return [
          slug,
          {
            slug,
            title: SITE_PAGES[slug].title,
            markdown: row?.markdown ?? DEFAULT_PAGES[slug],
            updatedAt: row?.updatedAt.toISOString() ?? null,
          },
        ];
      }),
    );
    pages = { value, expires: Date.now() + SITE_PAGES_CACHE_MS };
    return value;
  }

  return {
    /** GET /api/site-pages/{slug} */
    readPage: async (slug: SitePageSlug) => (await allPages()).get(slug)!,
    /** GET /api/admin/site-pages */
    listPages: async () => [...(await allPages()).values()],

    /** PUT /api/admin/site-pages/{slug} */
    async savePage(slug: SitePageSlug, markdown: string, actorId: number) {
      await db.transaction(async (tx) => {
        await upsertPage(tx, slug, markdown, actorId, now());
        await audit.record(tx, {
          action: 'settings.site_page_changed',
          targetType: 'site_page',
          targetId: slug,
          details: { length: markdown.length },
        });
      });
      pages = null;
      log.info({ event: 'site-page-saved', slug, byUserId: actorId }, 'site page saved');
      return { message: SITE_PAGE_MESSAGES.saved, page: (await allPages()).get(slug)! };
    },

    /** The support contact for any module (mail footers, messages) and GET /api/client-config. */
    getSupportContact,

    /** PUT /api/admin/support-contact: empty fields clear it. */
    async saveSupportContact(body: SupportContactBody) {
      const values = { email: body.email || null, url: body.url || null };
      await db.transaction(async (tx) => {
        await upsertSupportContact(tx, values, now());
        await audit.record(tx, {
          action: 'settings.support_contact_changed',
          targetType: 'support_contact',
          targetId: 1,
          details: values,
        });
      });
      contact = null;
      return { message: SITE_PAGE_MESSAGES.supportSaved, contact: await getSupportContact() };
    },
  };
}

export type SitePagesService = ReturnType<typeof createSitePagesService>;
