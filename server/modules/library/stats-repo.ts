import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { plugins } from '../../db/schema/index.js';

// The one count GET /api/stats needs from the plugin library (the Active Plugins card). Kept here, in the
// library module that owns the plugins table, until the library service offers countActivePlugins itself.

export async function countActivePlugins(db: DbOrTx): Promise<number> {
  const rows = await db.select({ n: count() }).from(plugins).where(eq(plugins.isActive, true));
  return Number(rows[0]?.n ?? 0);
}
