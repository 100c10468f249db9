// The conventions of docs/architecture.md that a tool can hold: `npm run lint` (and .ci/run) fails when one breaks.
// typescript-eslint's recommended set without type information keeps the run well under a minute.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import { readdirSync } from 'node:fs';

const testFiles = ['**/*.test.ts', '**/*.test.tsx', 'server/test/**', 'web/test/**', 'e2e/**', 'bench/**'];
const productFiles = ['server/**/*.ts', 'web/**/*.{ts,tsx}', 'contract/**/*.ts'];

// Who owns which table (docs/architecture.md, 'Data'). A module's repository reads and writes only its own tables;
// another module's rows are reached through that module's service. The job queue's table belongs to server/jobs/.
const tableOwners = {
  accounts: ['users', 'sessions', 'userRecoveryCodes', 'twoFactorChallengesUsed', 'emailVerifications'],
  abuse: ['abuseReports', 'abuseChallenges', 'abuseSettings', 'abuseAutoSuspensions'],
  'site-pages': ['sitePages', 'supportContact'],
  'api-settings': ['apiSettings'],
  audit: ['auditEvents'],
  compute: ['azureAccounts', 'vultrAccounts', 'digitaloceanAccounts', 'computeSettings', 'vpsInstances', 'computeExtraRuns'],
  devices: ['deviceFingerprints', 'registrationSettings'],
  donations: ['donations'],
  groups: ['userGroups'],
  'header-code': ['customHeaderCode'],
  hosting: ['hostingAccounts', 'packageUsage'],
  library: ['plugins', 'themes', 'downloads', 'wpVersionChecks', 'pluginRequests'],
  mail: ['mailOutbox'],
  packages: ['hostingPackages'],
  'paid-hosting': ['premiumHostingOrders', 'pendingOrders', 'domainSearchCache'],
  payments: ['stripeEvents', 'stripeSettings', 'billingPayments', 'billingSubscriptions'],
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
      'no-restricted-imports': ['error', {
        patterns: [{
          group: ['**/db/schema/*'],
          ...(tables.length > 0 ? { allowImportNames: tables } : {}),
          message: `${module} owns only ${tables.join(', ') || 'no tables'} (eslint.config.js, tableOwners); reach another module's tables through its service.`,
        }],
      }],
    },
  };
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.tmp/**', 'test-results/**', 'playwright-report/**', 'server/db/migrations/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      // `_name` marks a parameter a signature needs but the body does not.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // TypeScript already reports undefined names, with the types eslint's own rule does not see.
      'no-undef': 'off',
      // Every control-character class in this code is there on purpose: to refuse those characters in input and names.
      'no-control-regex': 'off',
    },
  },
  // Import boundaries: the layers of docs/architecture.md, followed through the real files the imports resolve to.
  {
    files: productFiles,
    ignores: testFiles,
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'boundaries/include': ['server/**', 'web/**', 'contract/**', 'sandbox/**'],
      'boundaries/elements': [
        { type: 'web-feature', pattern: 'web/features/*', partialMatch: false, capture: ['feature'] },
        { type: 'test-kit', pattern: 'server/test', partialMatch: false },
        { type: 'test-kit', pattern: 'web/test', partialMatch: false },
        { type: 'sandbox', pattern: 'sandbox', partialMatch: false },
        // Everything else of the product, so that imports from it are checked too.
        { type: 'product', pattern: '{server,web,contract}', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': ['error', {
        default: 'allow',
        policies: [
          {
            from: { element: { type: 'web-feature' } },
            disallow: { to: { element: { type: 'web-feature', captured: { feature: '!{{ from.element.captured.feature }}' } } } },
            message: 'A web feature never imports another feature: share it through web/api, web/components or web/lib.',
          },
          {
            disallow: { to: { element: { types: { anyOf: ['sandbox', 'test-kit'] } } } },
            message: 'Product code never imports the sandbox fakes or the test kits.',
          },
        ],
      }],
    },
  },
  // process.env is read in one place, server/config.ts, so every setting is parsed, defaulted and documented once.
  {
    files: productFiles,
    ignores: ['server/config.ts', ...testFiles],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read settings in server/config.ts and pass them in.' }],
    },
  },
  // Leaving the page goes through web/lib/page-navigation.ts, which tests mock: the web tests' VM contexts cannot
  // redefine location, and jsdom cannot navigate. Counts go through web/lib/format-count.ts.
  {
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/lib/page-navigation.ts', ...testFiles],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "CallExpression > MemberExpression.callee[property.name=/^(assign|replace)$/][object.property.name='location']",
        message: 'Leave the page through web/lib/page-navigation.ts (leavePage, replacePage).',
      }, {
        // n.toLocaleString('en-US') builds an Intl.NumberFormat per call (the client dashboard's largest script cost).
        selector: "CallExpression[callee.property.name='toLocaleString'][arguments.length=1][arguments.0.value='en-US']",
        message: 'Write counts with formatCount (web/lib/format-count.ts): one formatter, not one per call.',
      }],
    },
  },
  ...readdirSync(new URL('./server/modules', import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => ownTablesOnly(entry.name)),
);
