// Jest runs in ESM mode (NestJS 12 is ESM-only): node --experimental-vm-modules, see package.json.
const swcServer = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};
const swcClient = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' }, useDefineForClassFields: true },
    target: 'es2022',
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};
const common = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  // expect(list).toHaveEvery(...): a check over a list that fails on an empty list.
  setupFilesAfterEnv: ['<rootDir>/test/support/every-matcher.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};

// Suites whose subject is not the pass's database: those that use this machine's PostgreSQL
// whatever the pass (a fault proxy in front of it, two instances on one database), Redis, a
// failing gateway or bank, the development mailbox. When npm test runs a PostgreSQL pass too, the
// embedded pass leaves them to it rather than prove the same thing twice (scripts/test.mjs sets
// API_SUITES_ON_POSTGRES_ONLY there); without that pass they run on the embedded database.
const POSTGRES_ONLY_SUITES = ['fault-database', 'transaction-conflict', 'security-readiness', 'multi-instance', 'rate-limit-redis', 'fault-gateway', 'fault-payment', 'dev-mailbox'];

export default {
  // Global only (Jest ignores it per project): API suites open PGlite and seed, which takes
  // several seconds on a busy 2-core machine.
  testTimeout: 60000,
  // A worker that grew past this between suites is replaced: each suite's module registry and
  // embedded database are not all given back, and a worker that kept them slowed every later suite
  // by GC (an API pass's set-up time grew from 4 s a suite to 30, and the pass took 13 minutes
  // instead of 7).
  workerIdleMemoryLimit: '350MB',
  projects: [
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/server/src/**/*.spec.ts', '<rootDir>/contracts/**/*.spec.ts', '<rootDir>/test/architecture/**/*.spec.ts', '<rootDir>/test/support/**/*.spec.ts', '<rootDir>/test/search-quality/**/*.spec.ts'],
      transform: { '^.+\\.ts$': ['@swc/jest', swcServer] },
    },
    {
      ...common,
      displayName: 'client',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/client/src/**/*.spec.{ts,tsx}'],
      setupFilesAfterEnv: [...common.setupFilesAfterEnv, '<rootDir>/client/src/test-setup.ts'],
      moduleNameMapper: { ...common.moduleNameMapper, '\\.(css)$': '<rootDir>/client/src/test-style-stub.ts' },
      transform: { '^.+\\.tsx?$': ['@swc/jest', swcClient] },
    },
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/api/**/*.api-spec.ts'],
      setupFilesAfterEnv: [...common.setupFilesAfterEnv, '<rootDir>/test/support/api-retry.ts'],
      // The embedded pass seeds one database for all its suites (test/support/test-app.ts).
      globalSetup: '<rootDir>/test/support/data-snapshot.global-setup.ts',
      globalTeardown: '<rootDir>/test/support/data-snapshot.global-teardown.ts',
      testPathIgnorePatterns: process.env.API_SUITES_ON_POSTGRES_ONLY === 'elsewhere'
        ? ['/node_modules/', ...POSTGRES_ONLY_SUITES.map((name) => `/test/api/${name}\\.api-spec\\.ts$`)] : ['/node_modules/'],
      transform: { '^.+\\.ts$': ['@swc/jest', swcServer] },
    },
  ],
};
