import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { areaBoundaries } from './eslint/area-boundaries.js';

// Layers (docs/architecture.md §2.2): ui -> machines -> domain; ui -> api; machines never reach the router, fetch or
// the DOM; domain imports nothing of ours but itself and the contract's pure rules; the contract imports nothing of
// the site or the server, and the server nothing of the site.
const modelFiles = ['./src/flows/model', './src/flows/models', './src/flows/model-registry.ts'];
const zones = [
  { target: './contract', from: ['./src', './server'], message: 'contract/ is shared by the site and the server: it imports neither.' },
  {
    target: './src/domain',
    from: ['./src/machines', './src/ui', './src/api', './src/i18n', './src/flows', './server'],
    message: 'domain/ is pure: it imports nothing from the other layers.',
  },
  {
    target: './src/machines/**/!(*.site).ts',
    from: ['./src/ui', './src/i18n', './src/flows', './server', './src/api/http.ts', './src/api/system', './src/api/account', './src/api/session'],
    message: 'machines/ receive effects as injected actors; only contract types may be imported.',
  },
  // A machine's site map (issue 40) runs only in the site walks, beside the browser tests: it may read the demo seed
  // (the data the walk meets: server/seed and each area's *-seed.ts) and the English strings (what the page says),
  // never the views or the API client.
  {
    target: './src/machines/**/*.site.ts',
    from: ['./src/ui/**', './src/flows/**', './src/api/**', './server/!(seed)/**/!(*-seed).ts', './server/*.ts'],
    message: 'A site map drives the page as a person does and reads only the demo seed and the English strings.',
  },
  { target: './src/api', from: ['./src/ui', './src/machines', './src/flows', './server'], message: 'api/ knows nothing of views or machines.' },
  // The models and their harness run in Vitest, in `npm run paths` and in the browser's flow viewer: they take the
  // machines, the domain and the contract, and nothing of the views, the API client, the server or Node.
  {
    target: modelFiles,
    from: './src',
    except: ['./machines', './domain', './flows/model', './flows/models'],
    message: 'The models and their harness import only src/machines, src/domain, contract/ and xstate.',
  },
  {
    target: modelFiles,
    from: ['./server', './scripts', './tests'],
    message: 'The models and their harness import only src/machines, src/domain, contract/ and xstate.',
  },
  { target: './server', from: ['./src'], message: 'The server shares only contract/ with the site.' },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.data', 'test-results', 'docs', 'server/db/migrations', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'ExportAllDeclaration', message: 'No barrel files: import from the module that holds the thing.' }],
    },
  },
  {
    // The contract's schema modules carry zod for the server; the site takes only their types, so zod stays out of
    // its bundle. contract/rules/ holds plain rules both sides run.
    files: ['src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/contract/*', '!**/contract/rules', '!**/contract/routes.ts'],
              allowTypeImports: true,
              message:
                "The site imports only types from the contract's schemas (zod stays on the server); contract/routes.ts and contract/rules/ are plain code.",
            },
          ],
        },
      ],
    },
  },
  {
    // Any package but xstate would tie the harness to a runtime: node: modules break the browser, a test runner
    // breaks the CLI and the viewer.
    files: ['src/flows/model/**', 'src/flows/models/**', 'src/flows/model-registry.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!xstate(/|$)|\\.)', message: 'The models and their harness import only xstate and our own modules.' }] },
      ],
    },
  },
  {
    // One folder per area on every side; an import across areas only through an edge listed in eslint/area-edges.js.
    files: ['server/**', 'contract/**', 'src/**'],
    plugins: { playstate: { rules: { 'area-boundaries': areaBoundaries } } },
    rules: { 'playstate/area-boundaries': 'error' },
  },
  {
    // A route handler parses, calls one service function and answers: the rules and the queries live in the area's
    // service files (docs/architecture.md §5.5).
    files: ['server/*/routes.ts', 'server/*/*-routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: "A route handler calls its area's service; queries live there." }],
          patterns: [{ group: ['**/db/client*', '**/db/schema*'], message: "A route handler calls its area's service; queries live there." }],
        },
      ],
    },
  },
  {
    // A service refuses by throwing Refusal (server/shared/refusal.ts); only the route files speak HTTP (issue 36).
    // Outside them nothing imports server/http/ but its log redaction, which the vendor floor's error logs use, and
    // the fleet floor, whose plugins answer the balancer and refuse overload at the HTTP layer.
    files: ['server/*/**/*.ts'],
    ignores: ['server/http/**', 'server/fleet/**', 'server/*/routes.ts', 'server/*/*-routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/http/*', '!**/http/log-redaction.ts'],
              message: 'A service throws Refusal (server/shared/refusal.ts); only route files import server/http/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The ledger floor (server/ledger/) is the only writer of ledger rows: a transfer through transferIn, a batch
    // through bulkTransfers. Anywhere else a write to the ledger's tables is refused here.
    files: ['server/**', 'scripts/**', 'tests/**'],
    ignores: ['server/ledger/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No barrel files: import from the module that holds the thing.' },
        {
          selector: 'TemplateElement[value.raw=/(insert\\s+into|update|delete\\s+from)\\s+ledger_(transfers|entries)\\b/i]',
          message: 'Ledger rows are written only by server/ledger/ (transferIn, bulkTransfers).',
        },
        {
          selector: 'CallExpression[callee.property.name=/^(insert|update|delete)$/] > Identifier[name=/^ledger(Transfers|Entries)$/]',
          message: 'Ledger rows are written only by server/ledger/ (transferIn, bulkTransfers).',
        },
      ],
    },
  },
  {
    files: ['src/machines/**'],
    rules: {
      'no-restricted-globals': ['error', 'fetch', 'window', 'document', 'localStorage', 'sessionStorage', 'location'],
      'no-restricted-imports': ['error', { patterns: ['wouter', 'wouter/*', 'react', 'ofetch'] }],
    },
  },
);
