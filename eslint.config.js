// npm run lint: typescript-eslint with type information (floating promises, unsafe any), React's
// hooks rules, and the layer rules of DESIGN.md written for eslint-plugin-boundaries. Part of npm test.
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The layers of DESIGN.md. A file belongs to the first element whose folder holds it; files of
 * no element (tests, scripts, the server's entry files) are not checked by the layer rules.
 */
export const LAYERS = [
  { type: 'contracts', pattern: 'contracts', partialMatch: false },
  { type: 'engine', pattern: 'server/src/engine', partialMatch: false },
  { type: 'api', pattern: 'server/src/api', partialMatch: false },
  { type: 'web', pattern: 'server/src/web', partialMatch: false },
  { type: 'hub', pattern: 'server/src/hub', partialMatch: false },
  { type: 'gateway', pattern: 'server/src/gateway', partialMatch: false },
  { type: 'server-shared', pattern: 'server/src/(common|config)', partialMatch: false },
  { type: 'client-lib', pattern: 'client/src/(lib|components|i18n)', partialMatch: false },

  { type: 'client-feature', pattern: 'client/src/features/*', capture: ['feature'], partialMatch: false },
  // The root store, where features meet, and the hook that hands it to components.
  { type: 'client-stores', pattern: 'client/src/stores', partialMatch: false },
  { type: 'client-app', pattern: 'client/src/app', partialMatch: false },
];

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });

/** Who may import whom (DESIGN.md "Imports flow one way"); everything else between layers is refused. */
export const LAYER_POLICIES = [
  // contracts import only contracts.
  { from: { element: { type: 'contracts' } }, allow: to('contracts') },
  // The engine never imports api, web, hub or gateway.
  { from: { element: { type: 'engine' } }, allow: to('contracts', 'engine', 'server-shared') },
  // api, web and hub reach the engine only through the gateway client, over HTTP.
  { from: { element: { type: 'api' } }, allow: to('contracts', 'api', 'gateway', 'server-shared') },
  { from: { element: { type: 'web' } }, allow: to('contracts', 'web', 'api', 'gateway', 'server-shared') },
  { from: { element: { type: 'hub' } }, allow: to('contracts', 'hub', 'gateway', 'server-shared') },
  { from: { element: { type: 'gateway' } }, allow: to('contracts', 'gateway', 'server-shared') },
  { from: { element: { type: 'server-shared' } }, allow: to('contracts', 'server-shared') },
  // Client: lib and components <- features <- app; features never import each other.
  { from: { element: { type: 'client-lib' } }, allow: to('contracts', 'client-lib', 'client-stores') },
  {
    from: { element: { type: 'client-feature' } },
    allow: [to('contracts', 'client-lib', 'client-stores'), { to: { element: { type: 'client-feature', captured: { feature: '{{ from.element.captured.feature }}' } } } }],
  },
  { from: { element: { type: 'client-stores' } }, allow: to('contracts', 'client-lib', 'client-feature', 'client-stores') },
  { from: { element: { type: 'client-app' } }, allow: to('contracts', 'client-lib', 'client-feature', 'client-app', 'client-stores') },
];

const PROJECTS = ['./tsconfig.eslint.json', './client/tsconfig.json'];

/** The layer rules alone, as npm run lint applies them (test/architecture/layer-rules.spec.ts checks them). */
export const layerRules = {
  plugins: { boundaries },
  settings: {
    'boundaries/elements': LAYERS,
    'boundaries/include': ['contracts/**', 'server/src/**', 'client/src/**'],
    'import/resolver': { typescript: { project: PROJECTS } },
  },
  rules: { 'boundaries/dependencies': ['error', { default: 'disallow', policies: LAYER_POLICIES }] },
};

/**
 * Libraries only some actions need, loaded on their first use (a dynamic import) so a shop at rest
 * does not hold their code and pools (issue 28 item 5: libvips alone is ~10 MB): images, PDFs,
 * mail, passkeys. A static import would load them at start; a type import costs nothing.
 */
export const LAZY_LIBRARIES = [
  { name: 'sharp', use: 'imageLibrary() from server/src/common/image-library.ts' },
  { name: 'pdfkit', use: 'await import(\'pdfkit\') where a PDF is made' },
  { name: 'nodemailer', use: 'await import(\'nodemailer\') where mail is sent' },
  { name: '@simplewebauthn/server', use: 'await import(\'@simplewebauthn/server\') where a passkey is checked' },
];

export const lazyLibraryRules = {
  rules: {
    '@typescript-eslint/no-restricted-imports': ['error', {
      paths: LAZY_LIBRARIES.map(({ name, use }) => ({ name, allowTypeImports: true, message: `${name} is loaded on first use, not at start: ${use}.` })),
      patterns: LAZY_LIBRARIES.map(({ name, use }) => ({ group: [`${name}/*`], allowTypeImports: true, message: `${name} is loaded on first use, not at start: ${use}.` })),
    }],
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'bench/results/**', '**/*.mjs', '**/*.js', 'client/vite.config.ts', 'test/e2e/**'] },
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: ['**/*.ts', '**/*.tsx'] })),
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { project: PROJECTS, tsconfigRootDir: import.meta.dirname } },
    ...layerRules,
    rules: {
      ...layerRules.rules,
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unsafe-assignment': 'error',
      '@typescript-eslint/no-unsafe-member-access': 'error',
      '@typescript-eslint/no-unsafe-call': 'error',
      '@typescript-eslint/no-unsafe-return': 'error',
      '@typescript-eslint/no-unsafe-argument': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Test bodies read answers as `any` (supertest's response.body) on purpose: they check the
    // shape themselves. Unawaited promises stay errors there too.
    files: ['test/**/*.ts', '**/*.spec.ts', '**/*.spec.tsx', 'client/src/test-*.ts', 'client/src/test-*.tsx'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // A getter or setter written in an object literal gives each object made by it a hidden class
    // of its own, which V8 keeps reachable until a full collection, and with it what the accessor
    // closes over: made per request, it kept every request alive past the young generation
    // (issue 28). A getter of a class is one for all its objects.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.spec.ts'],
    rules: {
      ...lazyLibraryRules.rules,
      'no-restricted-syntax': ['error', {
        selector: "ObjectExpression > Property[kind='get'], ObjectExpression > Property[kind='set']",
        message: 'No accessor in an object literal on the server: use a class with the getter (see ExpressRequestContext in server/src/common/request-context.ts).',
      }],
    },
  },
  {
    files: ['client/src/**/*.tsx', 'client/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The drawn search params lag a navigation (drawn in a transition): a change built on them
      // undoes the one before it. Changes start from the address as it is (lib/address-now.ts).
      'no-restricted-syntax': ['error', {
        selector: "VariableDeclarator[init.callee.name='useSearchParams'] > ArrayPattern[elements.length>1]",
        message: 'Change the address from addressNow() (client/src/lib/address-now.ts), not from the drawn search params.',
      }],
    },
  },
);
