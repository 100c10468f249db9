import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';
import { ModuleAudience, type Audience } from './chunk-audience.js';

// Rolldown's automatic split puts a module into one chunk per set of lazily loaded screens that use it, so a lucide
// icon used by a set of screens no other module shares was a file of its own: a client's /dashboard fetched ~45 of
// them, each ~250 B of code and ~330 B of response headers (the byte ceilings count both). The icons the entry does
// not use are grouped instead, one chunk per audience: the icons a visitor's screens use (5 KB, all of them together),
// those only signed-in screens use, and those only the admin's use (named admin-…, so bench/lib/first-load.ts's
// ADMIN_CHUNK still catches it on a visitor's or a client's page). Measured against the split per set of screens,
// `BENCH_WEB_PAGES` all seventeen pages: 52 KB less in all, the dashboards 8-14 KB less each, / 3 KB less, /terms the
// same; /report-abuse (+4 KB), /profile (+3.5 KB) and /admin/api-settings (+3 KB) use two to five icons and now get
// the whole chunk. Tried and left out: rolldown's `entriesAware` subgroups merged below 2-8 KB (40 KB less in all,
// no page more than 2.7 KB heavier, but chunk names listing twenty screens), and grouping the small non-icon modules
// per audience as well (a signed-in page then fetched 30-200 KB of modules of screens it does not show).

const ICON = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

const onlyAdmin = (audience: Set<Audience>) => [...audience].every((a) => a === 'admin');

/** The chunk an icon goes into, or null where the entry (which every page fetches) uses it. */
export function iconChunkOf(audience: Set<Audience> | 'entry'): string | null {
  if (audience === 'entry' || audience.size === 0) return null;
  if (onlyAdmin(audience)) return 'admin-icons';
  return audience.has('public') ? 'icons' : 'account-icons';
}

/** rolldown's output.codeSplitting.groups for the web build. */
export function webChunkGroups(): CodeSplittingGroup[] {
  // One per chunking pass (the client build and the prerender build each have their own module graph).
  const audiences = new WeakMap<ChunkingContext, ModuleAudience>();
  const audienceIn = (ctx: ChunkingContext) => {
    let audience = audiences.get(ctx);
    if (!audience) audiences.set(ctx, (audience = new ModuleAudience((id) => ctx.getModuleInfo(id))));
    return audience;
  };
  return [
    {
      // Everything the entry imports statically, in the entry's own chunk. Rolldown's automatic split made each of
      // those modules that a lazy screen also imports a file of its own (Preact, TanStack Query, the API client,
      // storage, the locales, cva, Radix's Slot…): 11 files every page fetched beside the entry, ~310 B of response
      // headers each and compressed apart. Every page fetches them all anyway, so one file costs nothing and saves
      // ~7.6 KB on every page (/ 88.4 → 80.7 KB, /terms 61.4 → 53.8 KB in English). Only the entry's static closure
      // is taken (rolldown's $initial tag, the same modules in the same order the entry ran them in), never a lazy
      // module: no admin or signed-in code moves onto a visitor's page. The prerender build gets the same group
      // (web/prerender.tsx's static closure in one chunk), which keeps the order its modules run in.
      name: 'index',
      tags: ['$initial'],
      priority: 1,
    },
    {
      name: (id, ctx) => (ICON.test(id) ? iconChunkOf(audienceIn(ctx).of(id)) : null),
      // An icon's one import (lucide's createLucideIcon) stays in the chunk the entry has it in; by default a group
      // takes its modules' imports along, which moved it out of the entry's reach and onto every page.
      includeDependenciesRecursively: false,
    },
  ];
}
