// No file outside a provider's own folder names a provider. This test greps the source of server/,
// contract/ and web/ for every registered provider id (and the first three clouds) and fails with file:line.
//
// A provider's own files (where naming it is the point):
//   server/modules/compute/providers/<id>/   its CloudProvider: client mapping, accounts, form, spec routes
//   server/integrations/<id>/                its HTTP client
//   any file whose name starts with "<id>-"  the spec's own screens and calls of a cloud (api/azure-accounts.ts)
// Not scanned: tests and their fixtures (they exercise concrete providers), database migrations (history), Markdown.
// EXCEPTIONS below is the rest, each with its reason; an exception that no longer names a provider fails too, so
// the list only shrinks.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PROVIDER_IDS } from './providers/registry.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SCANNED = ['server', 'contract', 'web'];
/** The registry's ids, and the first three clouds (a provider added later is caught before it is registered). */
const NAMES = [...new Set([...PROVIDER_IDS, 'vultr', 'azure', 'digitalocean'])];

const EXCEPTIONS: Record<string, string> = {
  'contract/compute.ts':
    "the spec's own field names, messages, constants and route schemas (001 §3–§9 name both clouds)",
  'contract/compute-constants.ts':
    "contract/compute.ts's constants and messages without zod (the launch cards and /compute load no schema): the spec's names of both clouds",
  'contract/compute-accounts.ts':
    "the spec's account routes and fields of the first two clouds (001 §5, §7: /api/admin/vultr/accounts, /api/admin/azure/accounts)",
  'contract/compute-extra-runs.ts': "the spec's paid-run route (POST /api/compute/azure/extra-run) and its OS choices",
  'contract/i18n/error-codes.ts':
    "the code a screen compares an error by, named after contract/compute.ts's message it stands for (azureAuthFailed)",
  'server/config.ts':
    "each provider client's base URL (VULTR_API_URL, AZURE_LOGIN_URL, …): the one reader of process.env",
  'server/wiring/clients.ts': "builds each provider's client once per process (the registry takes them from here)",
  'server/wiring/deps.ts': "the test/demo override of each provider's client factory",
  'server/db/schema/compute.ts':
    'the tables and columns as the database names them (vultr_accounts, azure_accounts, compute_extra_runs.azure_os)',
  'server/modules/compute/providers/registry.ts': 'the registry: one line per provider',
  'web/features/admin-compute/components/provider-screens.tsx':
    "the spec's own screens of the first two clouds (001 §4, §5, New Vultr Instance); others get the generic form",
};

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|tsx)$/.test(entry)) out.push(path);
  }
  return out;
}

const posix = (path: string) => path.split(sep).join('/');

function isProviderOwned(path: string): boolean {
  const name = basename(path).toLowerCase();
  return NAMES.some(
    (id) =>
      path.startsWith(`server/modules/compute/providers/${id}/`) ||
      path.startsWith(`server/integrations/${id}/`) ||
      name.startsWith(`${id}-`),
  );
}

const isNotScanned = (path: string) =>
  /\.test\.tsx?$/.test(path) ||
  /(^|\/)test\//.test(path) ||
  path.startsWith('server/db/migrations/') ||
  path.endsWith('.d.ts');

function offenders(): { path: string; lines: string[] }[] {
  const pattern = new RegExp(NAMES.join('|'), 'i');
  const found: { path: string; lines: string[] }[] = [];
  for (const file of SCANNED.flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
    const path = posix(relative(ROOT, file));
    if (isNotScanned(path) || isProviderOwned(path)) continue;
    const lines = readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${path}:${i + 1}: ${line.trim().slice(0, 140)}`] : []));
    if (lines.length) found.push({ path, lines });
  }
  return found;
}

describe('the provider seam', () => {
  const found = offenders();

  it("no file outside a provider's own folder names a provider, except the listed ones", () => {
    const unexpected = found.filter((f) => !(f.path in EXCEPTIONS)).flatMap((f) => f.lines);
    expect(unexpected, `provider names outside the provider folders:\n${unexpected.join('\n')}`).toEqual([]);
  });

  it('every exception still needs its place (a cleaned file leaves the list)', () => {
    const stale = Object.keys(EXCEPTIONS).filter((path) => !found.some((f) => f.path === path));
    expect(stale).toEqual([]);
  });

  it('the scan sees the provider folders, so it would see a name anywhere', () => {
    expect(sourceFiles(join(ROOT, 'server/modules/compute/providers')).length).toBeGreaterThan(4);
    expect(isProviderOwned('server/modules/compute/providers/vultr/connection.ts')).toBe(true);
    expect(isProviderOwned('server/modules/compute/service.ts')).toBe(false);
    expect(isProviderOwned('web/features/admin-compute/api/azure-accounts.ts')).toBe(true);
  });
});
