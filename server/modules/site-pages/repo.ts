import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sitePages, supportContact } from '../../db/schema/index.js';
import type { SitePageSlug } from '../../../contract/site-pages.js';

export async function listPages(db: DbOrTx) {
  return db.select().from(sitePages);
}

export async function upsertPage(db: DbOrTx, slug: SitePageSlug, markdown: string, updatedBy: number, now: Date) {
  return (
    await db
      .insert(sitePages)
      .values({ slug, markdown, updatedBy, updatedAt: now })
      .onConflictDoUpdate({ target: sitePages.slug, set: { markdown, updatedBy, updatedAt: now } })
      .returning()
  )[0];
}

export async function readSupportContact(db: DbOrTx) {
  return (await db.select().from(supportContact).where(eq(supportContact.id, 1)).limit(1))[0];
}

export async function upsertSupportContact(
  db: DbOrTx,
  values: { email: string | null; url: string | null },
  now: Date,
) {
  await db
    .insert(supportContact)
    .values({ id: 1, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: supportContact.id, set: { ...values, updatedAt: now } });
}
