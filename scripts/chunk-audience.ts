import path from 'node:path';
import type { ModuleInfo } from 'rolldown';

// Who can fetch a module of the web build: the audiences of the lazily loaded modules (screens, tabs, dialogs) that
// use it, for scripts/vite-chunk-groups.ts. A module's `importers` over-state its users: an index.ts that re-exports
// a feature's components (and lucide-react's index, which re-exports every icon) imports all of them, yet a screen
// importing one name from it uses only that one. So the walk from a module up to the screens follows a re-export only
// into the modules that import one of the names it passes on.

export type Audience = 'public' | 'account' | 'admin';

/** The admin's screens: its dashboard and tabs, its view of a client, the API settings page, the admin features. */
const ADMIN_SCREEN =
  /[\\/]web[\\/](app[\\/]routes[\\/](admin-|api-settings|client-view|system-tabs|settings-tabs|analytics-tabs)|features[\\/]admin-)/;
/** The screens only a signed-in client opens. */
const ACCOUNT_SCREEN = /[\\/]web[\\/]app[\\/]routes[\\/](client-home(-cards)?|profile|settings|billing)\.tsx$/;
/** Any other route module is a screen a visitor may open. */
const ROUTE_SCREEN = /[\\/]web[\\/]app[\\/]routes[\\/]/;

type Names = Set<string> | 'all';
/** One `import … from` or `export … from` of a module, as the build's transformed code has it. */
interface Link {
  targets: string[];
  reexport: boolean;
  names: [source: string, as: string][] | 'all';
}

const STATEMENT =
  /(?:^|[;\n])\s*(import|export)\s+(?:type\s+)?([^;'"]*?)\s*from\s*["']([^"']+)["']|(?:^|[;\n])\s*import\s*["']([^"']+)["']/g;

export class ModuleAudience {
  private readonly ofRoot = new Map<string, Set<Audience>>();
  private readonly ofModule = new Map<string, Set<Audience> | 'entry'>();
  private readonly links = new Map<string, Link[]>();

  constructor(private readonly info: (id: string) => ModuleInfo | null) {}

  /** The audiences of the lazily loaded modules that use `id`, or 'entry' when the app's entry uses it. */
  of(id: string): Set<Audience> | 'entry' {
    const known = this.ofModule.get(id);
    if (known) return known;
    const audiences = new Set<Audience>();
    let fromEntry = false;
    const reached = new Map<string, Names>([[id, 'all']]);
    const queue = [id];
    while (queue.length > 0 && !fromEntry) {
      const module = this.info(queue.pop() as string);
      if (!module) continue;
      if (module.isEntry) fromEntry = true;
      if (module.dynamicImporters.length > 0) for (const a of this.rootAudience(module)) audiences.add(a);
      const names = reached.get(module.id) as Names;
      for (const importer of module.importers) {
        const passed = this.namesReaching(importer, module.id, names);
        if (passed === null) continue;
        const before = reached.get(importer);
        const merged = mergeNames(before, passed);
        if (before !== undefined && sameNames(before, merged)) continue;
        reached.set(importer, merged);
        queue.push(importer);
      }
    }
    const result = fromEntry ? 'entry' : audiences;
    this.ofModule.set(id, result);
    return result;
  }

  /**
   * What of `importer` the names of `target` reach: all of it when it uses one of them, the names it re-exports them
   * as when it only passes them on, null when it takes none of them. A statement the parser does not see (CommonJS,
   * an unusual form) counts as using everything: the walk may over-state who uses a module, never under-state it.
   */
  private namesReaching(importer: string, target: string, names: Names): Names | null {
    const links = this.linksOf(importer).filter((link) => link.targets.includes(target));
    if (links.length === 0) return 'all';
    // '*': a namespace passed on whole carries every name.
    const wanted = (name: string) => names === 'all' || name === '*' || names.has(name);
    let passedOn: Names | null = null;
    for (const link of links) {
      if (!link.reexport) {
        if (link.names === 'all' || link.names.some(([source]) => wanted(source))) return 'all';
      } else if (link.names === 'all') {
        passedOn = mergeNames(passedOn ?? undefined, names);
      } else {
        const exported = link.names.filter(([source]) => wanted(source)).map(([, as]) => as);
        if (exported.length > 0) passedOn = mergeNames(passedOn ?? undefined, new Set(exported));
      }
    }
    return passedOn;
  }

  private linksOf(id: string): Link[] {
    const known = this.links.get(id);
    if (known) return known;
    const module = this.info(id);
    const links: Link[] = [];
    for (const [, kind, clause, specifier, bare] of (module?.code ?? '').matchAll(STATEMENT)) {
      const targets = resolveSpecifier(module as ModuleInfo, specifier ?? bare);
      if (bare !== undefined) links.push({ targets, reexport: false, names: 'all' });
      else
        links.push(
          namespacePassedOn(module?.code ?? '', clause, targets) ?? {
            targets,
            reexport: kind === 'export',
            names: parseNames(clause),
          },
        );
    }
    this.links.set(id, links);
    return links;
  }

  /** A lazily loaded module's audience: its own when it is a screen, else that of the modules that load it. */
  private rootAudience(root: ModuleInfo): Set<Audience> {
    const known = this.ofRoot.get(root.id);
    if (known) return known;
    const audiences = new Set<Audience>();
    this.ofRoot.set(root.id, audiences); // a lazy cycle adds nothing
    if (ADMIN_SCREEN.test(root.id)) audiences.add('admin');
    else if (ACCOUNT_SCREEN.test(root.id)) audiences.add('account');
    else if (ROUTE_SCREEN.test(root.id)) audiences.add('public');
    else {
      for (const importer of root.dynamicImporters) {
        const of = this.of(importer);
        // Loaded lazily by the entry itself (the router, the deferred toaster): any visitor may fetch it.
        if (of === 'entry') audiences.add('public');
        else for (const a of of) audiences.add(a);
      }
    }
    return audiences;
  }
}

/**
 * `import * as ns from '…'` whose only use is `export { ns as name }` (lucide-react's index does this with its icons
 * index): a re-export of the whole namespace under that name, not a use of every export.
 */
function namespacePassedOn(code: string, clause: string, targets: string[]): Link | null {
  const local = /^\*\s+as\s+([\w$]+)$/.exec(clause.trim())?.[1];
  if (!local) return null;
  const exported = new RegExp(`export\\s*\\{\\s*${local}(?:\\s+as\\s+([\\w$]+))?\\s*\\}`).exec(code);
  const uses =
    code.replace(/(["'])(?:\\.|(?!\1).)*\1/g, '""').match(new RegExp(`(?<![\\w$.])${local}(?![\\w$])`, 'g'))?.length ??
    0;
  if (!exported || uses !== 2) return null;
  return { targets, reexport: true, names: [['*', exported[1] ?? local]] };
}

/** `{ a, b as c }`, `X`, `X, { a }`, `* as ns`, `*`: the names taken (source name → local or exported name). */
function parseNames(clause: string): [string, string][] | 'all' {
  if (clause.includes('*')) return 'all';
  const names: [string, string][] = [];
  const braces = /\{([^}]*)\}/.exec(clause);
  const outside = clause
    .replace(/\{[^}]*\}/, '')
    .replace(/,/g, ' ')
    .trim();
  if (outside) names.push(['default', outside]);
  for (const part of (braces?.[1] ?? '').split(',')) {
    const [source, as] = part
      .trim()
      .replace(/^type\s+/, '')
      .split(/\s+as\s+/);
    if (source) names.push([source, as ?? source]);
  }
  return names;
}

/** The ids among a module's imports that a specifier names (a relative path with or without extension, or a package). */
function resolveSpecifier(module: ModuleInfo, specifier: string): string[] {
  const stem = (id: string) => id.replace(/\.(m?[jt]sx?)$/, '');
  if (specifier.startsWith('.')) {
    const base = stem(path.resolve(path.dirname(module.id), specifier));
    // Joined once, not per id: per id, path.join was most of the web build's chunking time (lucide's index alone
    // has ~1,600 statements over ~1,600 imports).
    const indexBase = path.join(base, 'index');
    return module.importedIds.filter((id) => {
      const stemmed = stem(id);
      return stemmed === base || stemmed === indexBase;
    });
  }
  const packageDir = `${path.sep}node_modules${path.sep}${specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join(path.sep)}${path.sep}`;
  return module.importedIds.filter((id) => id.includes(packageDir));
}

function mergeNames(a: Names | undefined, b: Names): Names {
  if (a === undefined) return b;
  if (a === 'all' || b === 'all') return 'all';
  return new Set([...a, ...b]);
}

function sameNames(a: Names, b: Names): boolean {
  if (a === 'all' || b === 'all') return a === b;
  return a.size === b.size && [...a].every((n) => b.has(n));
}
