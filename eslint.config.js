// The conventions of docs/architecture.md that a tool can hold: `npm run lint` (and .ci/run) fails when one breaks.
// typescript-eslint's recommended set without type information keeps the run well under a minute.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const testFiles = ['**/*.test.ts', '**/*.test.tsx', 'server/test/**', 'web/test/**', 'e2e/**', 'bench/**'];
const productFiles = ['server/**/*.ts', 'web/**/*.{ts,tsx}', 'contract/**/*.ts'];

// Who owns which table (docs/architecture.md, 'Data'). A module's repository reads and writes only its own tables;
// another module's rows are reached through that module's service. The job queue's table belongs to server/jobs/.
const tableOwners = {
  accounts: ['users', 'sessions', 'userRecoveryCodes', 'twoFactorChallengesUsed', 'emailVerifications'],
  abuse: [
    'abuseReports',
    'abuseChallenges',
    'abuseSettings',
    'abuseAutoSuspensions',
    'abuseReputationSources',
    'abuseReputationCache',
    'abuseDetectionSettings',
    'abuseCases',
    'abuseSiteScans',
  ],
  support: [
    'supportTickets',
    'supportMessages',
    'supportAttachments',
    'supportCannedReplies',
    'supportSavedViews',
    'supportSettings',
    'supportPresence',
    'supportInboundMail',
  ],
  'site-pages': ['sitePages', 'supportContact'],
  'help-center': ['helpArticles', 'helpArticleVotes', 'helpSuggestionOpens'],
  'site-manage': ['siteWordpressRuns', 'siteBackupRequests', 'siteManageSettings'],
  'api-settings': ['apiSettings'],
  audit: ['auditEvents'],
  compute: ['cloudAccounts', 'computeSettings', 'vpsInstances', 'computeExtraRuns'],
  devices: ['deviceFingerprints', 'registrationSettings'],
  donations: ['donations'],
  groups: ['userGroups'],
  'header-code': ['customHeaderCode'],
  hosting: ['hostingAccounts', 'packageUsage'],
  'idle-sites': ['idleSiteSettings', 'idleSites'],
  library: ['plugins', 'themes', 'downloads', 'wpVersionChecks', 'pluginRequests'],
  mail: ['mailOutbox'],
  packages: ['hostingPackages'],
  'paid-hosting': ['premiumHostingOrders', 'pendingOrders', 'domainSearchCache'],
  payments: [
    'stripeEvents',
    'stripeSettings',
    'billingPayments',
    'billingSubscriptions',
    'billingCustomers',
    'billingPlanChanges',
    'promotionCodes',
    'promotionRedemptions',
  ],
  pixel: ['facebookPixelSettings'],
  'rate-limit': ['rateLimitCounters'],
  'smtp-settings': ['smtpSettings'],
  vps: ['vpsPackages', 'vpsOrders', 'vpsCheckouts'],
};

/** A module's files may take from db/schema only the tables it owns; a module missing above owns none. */
function ownTablesOnly(module) {
  const tables = tableOwners[module] ?? [];
  return {
    files: [`server/modules/${module}/**/*.ts`],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/schema/*'],
              ...(tables.length > 0 ? { allowImportNames: tables } : {}),
              message: `${module} owns only ${tables.join(', ') || 'no tables'} (eslint.config.js, tableOwners); reach another module's tables through its service.`,
            },
          ],
        },
      ],
    },
  };
}

// The server's modules in the order server/services.ts wires them, read from its `.add(x)` chain and its
// `import { wire as x } from './modules/<m>/index.js'` lines, so that adding a module needs no edit here. A module
// wired twice (a second step from another file of it) takes its first place. Exported for eslint-rules.test.ts.
export function wiringOrderOf(servicesSource) {
  const code = servicesSource.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  const moduleOf = new Map();
  for (const [, name, module] of code.matchAll(
    /import\s*\{\s*wire\s+as\s+(\w+)\s*\}\s*from\s*'\.\/modules\/([\w-]+)\/[^']*'/g,
  )) {
    moduleOf.set(name, module);
  }
  const order = [];
  for (const [, name] of code.matchAll(/\.add\(\s*(\w+)\s*\)/g)) {
    const module = moduleOf.get(name);
    // A misread order would quietly allow what it should refuse: stop the lint instead.
    if (!module)
      throw new Error(
        `eslint.config.js: server/services.ts adds ${name}, but no "import { wire as ${name} } from './modules/<m>/index.js'" names its module`,
      );
    if (!order.includes(module)) order.push(module);
  }
  if (order.length === 0) throw new Error('eslint.config.js: found no .add(x) chain in server/services.ts');
  return order;
}

const serverModules = readdirSync(new URL('./server/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const wiringOrder = wiringOrderOf(readFileSync(new URL('./server/services.ts', import.meta.url), 'utf8'));
// A module that services.ts does not wire has no place in the order: it sits above every wired module, and two such
// modules may not import each other, so the order stays total and has no cycle.
const unwiredModules = serverModules.filter((module) => !wiringOrder.includes(module));

// Files directly in server/: errors.ts and config.ts are of the bottom layer, the composition root is the top one.
const composition = { type: 'server-top', fileInternalPath: ['services.ts', 'app.ts', 'start.ts', 'main.ts'] };
const bottomLayer = [{ type: 'server-base' }, { type: 'server-top', fileInternalPath: ['errors.ts', 'config.ts'] }];

const boundarySettings = {
  plugins: { boundaries },
  settings: {
    'import/resolver': { typescript: { project: './tsconfig.json' } },
    'boundaries/include': ['server/**', 'web/**', 'contract/**', 'sandbox/**'],
    // `typeof import('./x')` is a dependency too.
    'boundaries/additional-dependency-nodes': [
      { selector: 'TSImportType > Literal.source', kind: 'type', name: 'type-import' },
    ],
    // The first pattern a file matches gives its element.
    'boundaries/elements': [
      { type: 'web-feature', pattern: 'web/features/*', partialMatch: false, capture: ['feature'] },
      { type: 'server-test-kit', pattern: 'server/test', partialMatch: false },
      { type: 'web-test-kit', pattern: 'web/test', partialMatch: false },
      { type: 'sandbox', pattern: 'sandbox', partialMatch: false },
      { type: 'server-module', pattern: 'server/modules/*', partialMatch: false, capture: ['module'] },
      { type: 'server-wiring', pattern: 'server/wiring', partialMatch: false },
      { type: 'server-base', pattern: 'server/{lib,db,jobs,integrations,storage,http}', partialMatch: false },
      { type: 'server-top', pattern: 'server', partialMatch: false },
      { type: 'contract', pattern: 'contract', partialMatch: false },
      { type: 'web', pattern: 'web', partialMatch: false },
    ],
  },
};

const serverSide = {
  types: { anyOf: ['server-module', 'server-wiring', 'server-base', 'server-top', 'server-test-kit'] },
};
const webSide = { types: { anyOf: ['web', 'web-feature', 'web-test-kit'] } };

// contract/ is shared by both sides and so imports neither (nor the sandbox); web and server never import each other.
const splitPolicies = [
  {
    from: { element: { type: 'contract' } },
    disallow: { to: { element: [serverSide, webSide, { type: 'sandbox' }] } },
    message: 'contract/ is shared by server and web: it imports only contract/ and packages.',
  },
  {
    from: { element: webSide },
    disallow: { to: { element: serverSide } },
    message: 'web/ never imports server/: what both sides need lives in contract/.',
  },
  {
    from: { element: serverSide },
    disallow: { to: { element: webSide } },
    message: 'server/ never imports web/: what both sides need lives in contract/.',
  },
];

const productPolicies = [
  {
    from: { element: { type: 'web-feature' } },
    disallow: {
      to: { element: { type: 'web-feature', captured: { feature: '!{{ from.element.captured.feature }}' } } },
    },
    message: 'A web feature never imports another feature: share it through web/api, web/components or web/lib.',
  },
  {
    disallow: { to: { element: { types: { anyOf: ['sandbox', 'server-test-kit', 'web-test-kit'] } } } },
    message: 'Product code never imports the sandbox fakes or the test kits.',
  },
  // The server's layers, bottom up: lib, db, jobs, errors, config, integrations, storage, http → wiring (the
  // composition core's types and helpers) → modules (in the order of services.ts) → services, app, start, main.
  {
    from: { element: bottomLayer },
    disallow: { to: { element: [{ type: 'server-module' }, { type: 'server-wiring' }, composition] } },
    message:
      'server/{lib, db, jobs, errors, config, integrations, storage, http} sit below the modules: they never import server/modules, server/wiring, services.ts, app.ts, start.ts or main.ts.',
  },
  {
    from: { element: { type: 'server-wiring' } },
    disallow: { to: { element: [{ type: 'server-module' }, composition] } },
    message:
      "server/wiring holds what every module's wire uses: it never imports a module, services.ts, app.ts, start.ts or main.ts.",
  },
  {
    from: { element: { type: 'server-module' } },
    disallow: { to: { element: composition } },
    message: 'A module never imports services.ts, app.ts, start.ts or main.ts: they are built from the modules.',
  },
  // One face per module: another module, and the composition root, reach a module through its index.ts only.
  {
    from: { element: { type: 'server-module' } },
    disallow: {
      to: {
        element: {
          type: 'server-module',
          captured: { module: '!{{ from.element.captured.module }}' },
          fileInternalPath: '!index.ts',
        },
      },
    },
    message:
      'Another module is reached through its face only: import server/modules/{{ to.element.captured.module }}/index.ts, not {{ to.element.fileInternalPath }}.',
  },
  {
    from: { element: composition },
    disallow: { to: { element: { type: 'server-module', fileInternalPath: '!index.ts' } } },
    message:
      'services.ts, app.ts, start.ts and main.ts reach a module through its face only: import server/modules/{{ to.element.captured.module }}/index.ts, not {{ to.element.fileInternalPath }}.',
  },
];

// A module imports only the modules wired before it in services.ts (values and types alike). The order is total
// (every module has one place; the unwired ones share the last and may not import each other), and nothing below the
// modules imports one (the bottom layer and wiring are refused above), so every path from one module to another runs
// down the order: there is no cycle across modules. A rule of its own rather than one boundaries policy per module:
// those cost the lint seconds. It needs no resolver: the imports are relative (tsconfig.json has no path aliases),
// and which module a specifier lands in is plain path arithmetic.
const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const moduleRank = new Map([
  ...wiringOrder.map((module, rank) => [module, rank]),
  ...unwiredModules.map((module) => [module, wiringOrder.length]),
]);
function moduleOfPath(file) {
  const [top, modules, module] = path.relative(repoRoot, file).split(path.sep);
  return top === 'server' && modules === 'modules' && moduleRank.has(module) ? module : null;
}
const moduleOrder = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      later: '{{ from }} is wired before {{ to }} in server/services.ts, so it cannot import it (value or type).',
      unwired: '{{ from }} and {{ to }} are not wired in server/services.ts, so neither may import the other.',
    },
  },
  create(context) {
    const from = moduleOfPath(context.filename);
    if (!from) return {};
    const check = (source) => {
      if (typeof source?.value !== 'string' || !source.value.startsWith('.')) return;
      const to = moduleOfPath(path.resolve(path.dirname(context.filename), source.value));
      if (!to || to === from || moduleRank.get(to) < moduleRank.get(from)) return;
      context.report({
        node: source,
        messageId: moduleRank.get(to) > moduleRank.get(from) ? 'later' : 'unwired',
        data: { from, to },
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.source),
    };
  },
};

// Words a person reads come from the catalogue (contract/i18n/catalogue/, docs/i18n.md): no literal text in JSX (its
// text and its labelling attributes) and no literal AppError message (a contract constant the catalogue knows). On for
// every file of web/ and server/ (tests aside): a new screen says its words through the catalogue from its first line.
export const TRANSLATED_WEB_FILES = ['web/**/*.{ts,tsx}'];
export const TRANSLATED_SERVER_FILES = [
  'server/modules/donations/**/*.ts',
  'server/modules/accounts/auth-service.ts',
  'server/modules/accounts/profile-service.ts',
  'server/modules/accounts/recovery-service.ts',
  // Every AppError the server throws is a contract constant the catalogue knows (errors-<domain>.json).
  'server/modules/**/*.ts',
  'server/http/**/*.ts',
];
const LABELLING_ATTRIBUTES = /^(label|title|placeholder|hint|alt|description|aria-label|aria-description)$/;
const noLiteralText = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      jsx: 'Say "{{ text }}" through the catalogue (useMessages): literal text is not translated.',
      appError:
        'An AppError message is a contract constant the catalogue knows (contract/i18n/server-messages.ts), not a literal.',
    },
  },
  create(context) {
    const hasWords = (text) => /\p{L}/u.test(text);
    const report = (node, text) => context.report({ node, messageId: 'jsx', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        if (!LABELLING_ATTRIBUTES.test(node.name.name ?? '')) return;
        const value = node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        if (value?.type === 'Literal' && typeof value.value === 'string' && hasWords(value.value))
          report(node, value.value);
        if (value?.type === 'TemplateLiteral' && value.quasis.some((q) => hasWords(q.value.cooked ?? '')))
          report(node, '`…`');
      },
      NewExpression(node) {
        if (node.callee.type !== 'Identifier' || node.callee.name !== 'AppError') return;
        const message = node.arguments[1];
        if (message && (message.type === 'Literal' || message.type === 'TemplateLiteral'))
          context.report({ node: message, messageId: 'appError' });
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'server/db/migrations/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      // `_name` marks a parameter a signature needs but the body does not.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // TypeScript already reports undefined names, with the types eslint's own rule does not see.
      'no-undef': 'off',
      // Every control-character class in this code is there on purpose: to refuse those characters in input and names.
      'no-control-regex': 'off',
    },
  },
  // Import boundaries, followed through the real files the imports resolve to (docs/architecture.md, 'The rules the
  // lint holds'). Tests are exempt from all but the split between contract, server and web. The files directly in
  // server/ are one element, so errors.ts importing app.ts is an import inside an element: checkInternals has those
  // checked too (no policy refuses a module's, a feature's or a folder's own files).
  {
    files: productFiles,
    ignores: testFiles,
    ...boundarySettings,
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'allow', checkInternals: true, policies: [...productPolicies, ...splitPolicies] },
      ],
    },
  },
  {
    files: ['{server,web,contract}/**/*.test.{ts,tsx}', 'server/test/**', 'web/test/**'],
    ...boundarySettings,
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', checkInternals: true, policies: splitPolicies }],
    },
  },
  {
    files: ['server/modules/**/*.ts'],
    ignores: testFiles,
    plugins: { hostfree: { rules: { 'module-order': moduleOrder } } },
    rules: { 'hostfree/module-order': 'error' },
  },
  // process.env is read in one place, server/config.ts, so every setting is parsed, defaulted and documented once.
  {
    files: productFiles,
    ignores: ['server/config.ts', ...testFiles],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings in server/config.ts and pass them in.' },
      ],
    },
  },
  // Leaving the page goes through web/lib/page-navigation.ts, which tests mock: the web tests' VM contexts cannot
  // redefine location, and jsdom cannot navigate. Counts go through web/lib/format-count.ts.
  {
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/lib/page-navigation.ts', ...testFiles],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression > MemberExpression.callee[property.name=/^(assign|replace)$/][object.property.name='location']",
          message: 'Leave the page through web/lib/page-navigation.ts (leavePage, replacePage).',
        },
        {
          // n.toLocaleString('en-US') builds an Intl.NumberFormat per call (the client dashboard's largest script cost).
          selector:
            "CallExpression[callee.property.name='toLocaleString'][arguments.length=1][arguments.0.value='en-US']",
          message: 'Write counts with formatCount (web/lib/format-count.ts): one formatter, not one per call.',
        },
      ],
    },
  },
  ...serverModules.map(ownTablesOnly),
  {
    // Every journey runs axe on the pages it visits through the `test` of e2e/support/test.ts.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import test and expect from './support/test': its fixture runs axe-core on every page.",
            },
          ],
        },
      ],
    },
  },
  {
    files: [...TRANSLATED_WEB_FILES, ...TRANSLATED_SERVER_FILES],
    ignores: testFiles,
    plugins: { i18n: { rules: { 'no-literal-text': noLiteralText } } },
    rules: { 'i18n/no-literal-text': 'error' },
  },
);
