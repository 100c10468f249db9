// Each rule of eslint.config.js, proven both ways: a throw-away file that breaks it makes the lint fail, one that keeps
// it passes. The files are linted as text at paths inside the tree (nothing is written); what they import are real
// files of the tree, chosen from it at run time, so the resolver follows them as it follows the real imports.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.dirname(fileURLToPath(import.meta.url));
// One instance for the whole file: it loads the config, the plugins and the resolver's cache once.
const eslint = new ESLint({ cwd: root });

async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages;
}

/** The import specifier a file at `from` would write for `target` (both relative to the repository). */
function specifier(from: string, target: string) {
  const relative = path.posix.relative(path.posix.dirname(from), target).replace(/\.tsx?$/, '.js');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

const importRules = ['boundaries/dependencies', 'hostfree/module-order'];

/**
 * Lints a file at `from` that imports each target on its own line (`import 'x'`, or as types only) and answers, per
 * target, the import rules' messages (one a line) or null. Any other problem in the file fails the test: a probe is
 * clean but for what it probes.
 */
async function verdicts(from: string, targets: string[], kind: 'value' | 'type' | 'typeof' = 'value') {
  for (const target of targets) expect(existsSync(path.join(root, target)), `${target} exists`).toBe(true);
  const lines = targets.map((target, index) => {
    const source = specifier(from, target);
    if (kind === 'type')
      return `import type { Probe${index} } from '${source}'; export type Use${index} = Probe${index};`;
    if (kind === 'typeof') return `export type Use${index} = typeof import('${source}');`;
    return `import '${source}';`;
  });
  const messages = await lint(from, `${lines.join('\n')}\n`);
  expect(messages.filter((message) => !importRules.includes(message.ruleId ?? ''))).toEqual([]);
  return targets.map((_, index) => {
    const found = messages.filter((message) => message.line === index + 1).map((message) => message.message);
    return found.length > 0 ? found.join('\n') : null;
  });
}

async function expectRefused(from: string, targets: string[], reason: RegExp, kind?: 'value' | 'type' | 'typeof') {
  expect(await verdicts(from, targets, kind)).toEqual(targets.map(() => expect.stringMatching(reason)));
}

async function expectAccepted(from: string, targets: string[], kind?: 'value' | 'type' | 'typeof') {
  expect(await verdicts(from, targets, kind)).toEqual(targets.map(() => null));
}

const isProductSource = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);
/** A real product file directly in `dir`, `preferred` if it is there. */
function fileIn(dir: string, preferred?: string) {
  if (preferred && existsSync(path.join(root, dir, preferred))) return `${dir}/${preferred}`;
  const name = readdirSync(path.join(root, dir)).filter(isProductSource).sort()[0];
  if (!name) throw new Error(`no source file in ${dir}`);
  return `${dir}/${name}`;
}

// The wiring order, read here independently of eslint.config.js (which must agree): the `.add(x)` lines of services.ts,
// each x found on its `import { wire as x } from './modules/<m>/...'` line.
const servicesSource = readFileSync(path.join(root, 'server/services.ts'), 'utf8');
const moduleOfWire = new Map(
  servicesSource.split('\n').flatMap((line) => {
    const match = /^import \{ wire as (\w+) \} from '\.\/modules\/([^/]+)\//.exec(line);
    return match ? [[match[1], match[2]] as const] : [];
  }),
);
const wired = [
  ...new Set(
    servicesSource.split('\n').flatMap((line) => {
      // Biome puts the chain's last link and `.services` on one line.
      const match = /^\s*\.add\((\w+)\)(\.services;)?$/.exec(line);
      return match ? [moduleOfWire.get(match[1])!] : [];
    }),
  ),
];
const allModules = readdirSync(path.join(root, 'server/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const unwired = allModules.filter((module) => !wired.includes(module));
const first = wired[0];
const last = wired[wired.length - 1];
/** A module's one face; `verdicts` fails on a target that is not there. */
const face = (module: string) => `server/modules/${module}/index.ts`;
/** A file of the module other than its face. */
const inner = (module: string) => {
  const dir = `server/modules/${module}`;
  const name = readdirSync(path.join(root, dir))
    .filter((file) => isProductSource(file) && file !== 'index.ts')
    .sort()[0];
  return `${dir}/${name}`;
};
const probeIn = (module: string, name = '__lint-probe.ts') => `server/modules/${module}/${name}`;

const bottomLayer = ['lib', 'db', 'jobs', 'integrations', 'storage', 'http'].map(
  (dir) => `server/${dir}/__lint-probe.ts`,
);
const composition = ['server/services.ts', 'server/app.ts', 'server/start.ts', 'server/main.ts'];
const webFile = fileIn('web/lib');
const serverFile = 'server/errors.ts';
const contractFile = fileIn('contract', 'constants.ts');

describe('the lint', () => {
  it('reads a wiring order of at least two modules from server/services.ts', () => {
    expect(wired.length).toBeGreaterThan(1);
    expect(wired.every((module) => allModules.includes(module))).toBe(true);
  });

  describe('1. the layers of the server', () => {
    it('refuses the bottom layer (lib, db, jobs, integrations, storage, http, errors.ts, config.ts) modules, wiring and the composition root', async () => {
      for (const from of [...bottomLayer, 'server/errors.ts', 'server/config.ts']) {
        await expectRefused(
          from,
          [face(first), inner(last), 'server/wiring/core.ts', ...composition],
          /sit below the modules/,
        );
      }
    });

    it('lets the bottom layer import itself and contract/', async () => {
      await expectAccepted('server/lib/__lint-probe.ts', [
        'server/db/client.ts',
        'server/errors.ts',
        'server/config.ts',
        'server/jobs/runner.ts',
        contractFile,
      ]);
      await expectAccepted('server/http/__lint-probe.ts', [
        'server/lib/audit-log.ts',
        fileIn('server/integrations/whm'),
      ]);
    });

    it('refuses a module the composition root, and lets it import wiring and the bottom layer', async () => {
      await expectRefused(probeIn(last), composition, /never imports services\.ts, app\.ts/);
      await expectRefused(probeIn(first), composition, /never imports services\.ts, app\.ts/, 'type');
      await expectAccepted(probeIn(first), [
        'server/wiring/core.ts',
        'server/errors.ts',
        'server/lib/audit-log.ts',
        'server/db/client.ts',
      ]);
    });

    it('refuses wiring a module or the composition root (so no module reaches another through it)', async () => {
      await expectRefused(
        'server/wiring/__lint-probe.ts',
        [face(first), inner(last), ...composition],
        /server\/wiring holds what every module/,
      );
      await expectAccepted('server/wiring/__lint-probe.ts', [
        'server/wiring/deps.ts',
        'server/lib/audit-log.ts',
        'server/config.ts',
      ]);
    });

    it('exempts tests', async () => {
      await expectAccepted('server/lib/__lint-probe.test.ts', ['server/app.ts', inner(last)]);
      await expectAccepted('server/http/__lint-probe.test.ts', ['server/services.ts', 'server/wiring/core.ts']);
    });
  });

  describe('2. one face per module', () => {
    it("refuses another module's inner files, repository included, as values and as types", async () => {
      const repo = `server/modules/${first}/repo.ts`;
      const targets = [inner(first), ...(existsSync(path.join(root, repo)) && repo !== inner(first) ? [repo] : [])];
      await expectRefused(probeIn(last), targets, /reached through its face only/);
      await expectRefused(probeIn(last), targets, /reached through its face only/, 'type');
      await expectRefused(probeIn(last), targets, /reached through its face only/, 'typeof');
    });

    it("refuses the composition root a module's inner files, and lets it import the faces", async () => {
      for (const from of composition)
        await expectRefused(from, [inner(first), inner(last)], /reach a module through its face only/);
      await expectAccepted('server/app.ts', allModules.map(face));
    });

    it('refuses an index.ts deeper in another module: only the one at its root is the face', async () => {
      const nested = allModules
        .filter((module) => module !== last)
        .flatMap((module) =>
          readdirSync(path.join(root, 'server/modules', module), { withFileTypes: true })
            .filter(
              (dirent) =>
                dirent.isDirectory() && existsSync(path.join(root, 'server/modules', module, dirent.name, 'index.ts')),
            )
            .map((dirent) => `server/modules/${module}/${dirent.name}/index.ts`),
        );
      expect(nested.length).toBeGreaterThan(0);
      await expectRefused(probeIn(last), nested.slice(0, 1), /reached through its face only/);
    });

    it('lets a module import another through its index.ts', async () => {
      const before = wired.slice(0, -1).map(face);
      await expectAccepted(probeIn(last), before);
      await expectAccepted(probeIn(last), before, 'type');
      await expectAccepted(probeIn(last), before, 'typeof');
    });

    it("lets a module's own files import each other freely", async () => {
      const own = readdirSync(path.join(root, 'server/modules', last))
        .filter(isProductSource)
        .map((name) => `server/modules/${last}/${name}`);
      await expectAccepted(probeIn(last), own);
    });

    it('exempts tests (*.test.ts and server/test/)', async () => {
      await expectAccepted(probeIn(last, '__lint-probe.test.ts'), [inner(first)]);
      await expectAccepted('server/test/__lint-probe.ts', [inner(first), inner(last)]);
    });
  });

  describe('3. the order of services.ts', () => {
    // Every ordered pair of modules is probed: a module may import exactly the modules wired before it. The modules
    // services.ts does not wire sit above all the wired ones and may not import each other. So the modules the lint
    // lets a module import form a strict total order, and a cycle across modules would need one import against it.
    it('lets a module import exactly the modules wired before it (a total order, so no cycle across modules)', async () => {
      const rank = (module: string) => (wired.includes(module) ? wired.indexOf(module) : wired.length);
      const allowed = new Map<string, string[]>();
      for (const from of allModules) {
        const others = allModules.filter((module) => module !== from);
        const messages = await verdicts(probeIn(from), others.map(face));
        const refusedByOrder = others.filter((_, index) =>
          /wired before|not wired in server\/services\.ts/.test(messages[index] ?? ''),
        );
        const expected = others.filter(
          (other) => rank(other) > rank(from) || (rank(other) === wired.length && rank(from) === wired.length),
        );
        expect(refusedByOrder, `${from} may import only what is wired before it`).toEqual(expected);
        allowed.set(
          from,
          others.filter((other) => !refusedByOrder.includes(other)),
        );
      }
      // No cycle in what is allowed: take away, one by one, a module that imports nothing left.
      const left = new Set(allModules);
      while (left.size > 0) {
        const leaf = [...left].find((module) => allowed.get(module)!.every((other) => !left.has(other)));
        expect(leaf, 'a module importing nothing left: no cycle').toBeDefined();
        left.delete(leaf!);
      }
    });

    it('refuses a type-only import of a module wired later, and `typeof import()` of one', async () => {
      await expectRefused(probeIn(first), [face(last)], new RegExp(`${first} is wired before ${last}`), 'type');
      await expectRefused(probeIn(first), [face(last)], new RegExp(`${first} is wired before ${last}`), 'typeof');
    });

    it('refuses an import between two modules services.ts does not wire', async () => {
      if (unwired.length < 2) return;
      await expectRefused(probeIn(unwired[0]), [face(unwired[1])], /are not wired in server\/services\.ts/);
    });

    it('follows services.ts: a module added to its chain takes its place with no edit of the lint', async () => {
      const configUrl = new URL('./eslint.config.js', import.meta.url).href;
      const { wiringOrderOf } = (await import(configUrl)) as { wiringOrderOf: (source: string) => string[] };
      expect(wiringOrderOf(servicesSource)).toEqual(wired);
      const source = [
        "import { wire as audit } from './modules/audit/index.js';",
        "import { wire as newcomer } from './modules/newcomer/index.js';",
        "import { wire as hosting } from './modules/hosting/index.js';",
        '// .add(commented)',
        'compose(core, { jobs: core.jobs }).add(audit).add(newcomer)',
        '  .add(hosting).services;',
      ].join('\n');
      expect(wiringOrderOf(source)).toEqual(['audit', 'newcomer', 'hosting']);
      expect(() => wiringOrderOf(`${source}.add(stranger)`)).toThrow(/adds stranger/);
    });
  });

  describe('4. contract, server and web apart', () => {
    const sandboxFile = fileIn('sandbox');

    it('refuses contract/ server/, web/ and sandbox/, tests included', async () => {
      for (const from of ['contract/__lint-probe.ts', 'contract/__lint-probe.test.ts']) {
        await expectRefused(
          from,
          [serverFile, face(first), 'server/app.ts', webFile, sandboxFile],
          /contract\/ is shared|never imports the sandbox/,
        );
      }
      await expectRefused('contract/__lint-probe.ts', [serverFile, webFile], /contract\/ is shared/);
      await expectAccepted('contract/__lint-probe.ts', [contractFile]);
    });

    it('refuses web/ server/, tests included, and lets it import contract/', async () => {
      const feature = readdirSync(path.join(root, 'web/features')).sort()[0];
      for (const from of [
        'web/lib/__lint-probe.ts',
        `web/features/${feature}/__lint-probe.tsx`,
        'web/lib/__lint-probe.test.tsx',
        'web/test/__lint-probe.ts',
      ]) {
        await expectRefused(from, [serverFile, 'server/lib/audit-log.ts', face(first)], /web\/ never imports server\//);
      }
      await expectAccepted('web/lib/__lint-probe.ts', [contractFile]);
    });

    it('refuses server/ web/, tests included', async () => {
      for (const from of [
        'server/lib/__lint-probe.ts',
        probeIn(first),
        'server/wiring/__lint-probe.ts',
        'server/app.ts',
        'server/lib/__lint-probe.test.ts',
        'server/test/__lint-probe.ts',
      ]) {
        await expectRefused(from, [webFile], /server\/ never imports web\//);
      }
    });
  });

  describe('5. the rules kept from before', () => {
    it('refuses a web feature another feature, and lets it import itself, web/api and web/lib', async () => {
      const [one, two] = readdirSync(path.join(root, 'web/features')).sort();
      const fileOf = (feature: string) => {
        const dir = `web/features/${feature}`;
        const sub = ['api', 'components', 'hooks'].find((name) => existsSync(path.join(root, dir, name)));
        return fileIn(sub ? `${dir}/${sub}` : dir, 'index.ts');
      };
      await expectRefused(
        `web/features/${one}/__lint-probe.ts`,
        [fileOf(two)],
        /A web feature never imports another feature/,
      );
      await expectAccepted(`web/features/${one}/__lint-probe.ts`, [fileOf(one), fileIn('web/api'), webFile]);
    });

    it('refuses product code the sandbox and the test kits; tests may use them', async () => {
      for (const from of ['server/lib/__lint-probe.ts', probeIn(first)]) {
        await expectRefused(
          from,
          [fileIn('sandbox'), 'server/test/harness.ts'],
          /never imports the sandbox fakes or the test kits/,
        );
      }
      await expectRefused(
        'web/lib/__lint-probe.ts',
        [fileIn('sandbox'), fileIn('web/test')],
        /never imports the sandbox fakes or the test kits/,
      );
      await expectAccepted(probeIn(first, '__lint-probe.test.ts'), [fileIn('sandbox'), 'server/test/harness.ts']);
    });

    it('refuses process.env outside server/config.ts', async () => {
      const code = 'export const port = process.env.PORT;\n';
      for (const from of [
        'server/lib/__lint-probe.ts',
        probeIn(first),
        'web/lib/__lint-probe.ts',
        'contract/__lint-probe.ts',
      ]) {
        expect((await lint(from, code)).map((message) => message.ruleId)).toEqual(['no-restricted-properties']);
      }
      expect(await lint('server/config.ts', code)).toEqual([]);
      expect(await lint('server/lib/__lint-probe.test.ts', code)).toEqual([]);
    });

    it("refuses a module another module's table (tableOwners), and lets it take its own", async () => {
      const probe = probeIn('accounts');
      const refused = await lint(
        probe,
        "import { hostingAccounts } from '../../db/schema/hosting.js';\nexport const probe = hostingAccounts;\n",
      );
      expect(refused.map((message) => message.ruleId)).toEqual(['no-restricted-imports']);
      expect(refused[0].message).toMatch(/accounts owns only users/);
      expect(
        await lint(probe, "import { users } from '../../db/schema/accounts.js';\nexport const probe = users;\n"),
      ).toEqual([]);
    });

    it('refuses leaving the page or formatting counts outside their one place in web/lib', async () => {
      const leave = "window.location.assign('/');\n";
      const count = "export const label = (n: number) => n.toLocaleString('en-US');\n";
      expect((await lint('web/lib/__lint-probe.ts', leave)).map((message) => message.ruleId)).toEqual([
        'no-restricted-syntax',
      ]);
      expect((await lint('web/lib/__lint-probe.ts', count)).map((message) => message.ruleId)).toEqual([
        'no-restricted-syntax',
      ]);
      expect(await lint('web/lib/page-navigation.ts', leave)).toEqual([]);
    });
  });
});
