// npm test: lint, unit, API (embedded database, and PostgreSQL when TEST_API_POSTGRES_URL is set),
// bundle budget and browser tests, one after another; the last line sums them as
// "N passed, N failed".
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clientIsStale, ROOT, serverIsStale } from './lib/build-state.mjs';
import { run } from './lib/run.mjs';

const CHROMIUM = '/usr/bin/chromium';
const jestBin = path.join(ROOT, 'node_modules/jest/bin/jest.js');
const playwrightBin = path.join(ROOT, 'node_modules/@playwright/test/cli.js');
const work = mkdtempSync(path.join(tmpdir(), 'vitrin-test-'));
const results = [];
// Each suite's wall time, printed beside its counts: CI's time budget is spent where these say.
let suiteStart = Date.now();
function record(result) {
  results.push({ ...result, seconds: Math.round((Date.now() - suiteStart) / 1000) });
  suiteStart = Date.now();
}

/** Runs jest on some projects and reads the counts from its JSON report. */
async function jestSuite(name, projects, env = {}) {
  const report = path.join(work, `${name}.json`);
  const code = await run(process.execPath, ['--experimental-vm-modules', '--no-warnings', jestBin, '--config', 'jest.config.js',
    '--selectProjects', ...projects, '--maxWorkers=2', '--json', `--outputFile=${report}`], { env: { ...process.env, ...env } });
  let passed = 0;
  let failed = 0;
  let flaky = [];
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed = json.numPassedTests;
    failed = json.numFailedTests + json.numRuntimeErrorTestSuites;
    // Passed on a retry (test/support/api-retry.ts): named below the pass's line.
    flaky = json.testResults.flatMap((file) => file.assertionResults
      .filter((test) => test.status === 'passed' && test.retryReasons?.length)
      .map((test) => `${path.relative(ROOT, file.name)} › ${test.fullName}`));
  }
  // A crash that reported nothing still counts as a failure.
  if (code !== 0 && failed === 0) failed = 1;
  record({ name, passed, failed, flaky });
}

/** Runs Playwright and reads its JSON report. */
async function playwrightSuite() {
  const report = path.join(work, 'e2e.json');
  const code = await run(process.execPath, [playwrightBin, 'test', '--config', 'test/e2e/playwright.config.ts', '--reporter=list,json'],
    { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
  let passed = 0;
  let failed = 0;
  let flaky = [];
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed = json.stats.expected + (json.stats.flaky ?? 0);
    failed = json.stats.unexpected;
    flaky = flakyTitles(json.suites ?? []);
  }
  if (code !== 0 && failed === 0) failed = 1;
  record({ name: 'e2e', passed, failed, flaky });
}

/** The tests of a Playwright JSON report that failed once and passed on their retry, as "file › title". */
function flakyTitles(suites, file = '') {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).filter((spec) => spec.tests.some((test) => test.status === 'flaky')).map((spec) => `${suite.file ?? file} › ${spec.title}`),
    ...flakyTitles(suite.suites ?? [], suite.file ?? file),
  ]);
}

async function scriptSuite(name, script) {
  const code = await run(process.execPath, [script]);
  record({ name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 });
}

async function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  if (process.getuid?.() !== 0) {
    console.error(`Browser tests need Debian's chromium at ${CHROMIUM}: sudo apt-get install -y chromium`);
    return false;
  }
  console.log('Installing Debian chromium for the browser tests...');
  return (await run('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'])) === 0;
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
if (serverIsStale() && (await run(npm, ['run', '--silent', 'build:server'])) !== 0) record({ name: 'build:server', passed: 0, failed: 1 });
if (clientIsStale() && (await run(npm, ['run', '--silent', 'build:client'])) !== 0) record({ name: 'build:client', passed: 0, failed: 1 });

suiteStart = Date.now();
// The linter first: type-aware rules and the layer rules of DESIGN.md (eslint.config.js).
const lintCode = await run(process.execPath, [path.join(ROOT, 'node_modules/eslint/bin/eslint.js'), '.']);
record({ name: 'lint', passed: lintCode === 0 ? 1 : 0, failed: lintCode === 0 ? 0 : 1 });

await jestSuite('unit', ['server', 'client']);
// The suites that use this machine's PostgreSQL in either pass run once, in its pass (jest.config.js).
await jestSuite('api (PGlite, gateway in process)', ['api'], { DATABASE_URL: '', ...(process.env.TEST_API_POSTGRES_URL ? { API_SUITES_ON_POSTGRES_ONLY: 'elsewhere' } : {}) });
// Each pass on the other gateway transport (issue 28): the embedded database in process, PostgreSQL
// over HTTP, so every suite runs on both transports and both databases without a third pass.
if (process.env.TEST_API_POSTGRES_URL) await jestSuite('api (PostgreSQL, gateway over HTTP)', ['api'], { DATABASE_URL: process.env.TEST_API_POSTGRES_URL, GATEWAY_TRANSPORT: 'http' });
if (existsSync(path.join(ROOT, 'scripts/check-bundle-budget.mjs'))) await scriptSuite('bundle budget', path.join(ROOT, 'scripts/check-bundle-budget.mjs'));
if (existsSync(path.join(ROOT, 'test/e2e/playwright.config.ts'))) {
  if (await ensureChromium()) await playwrightSuite();
  else record({ name: 'e2e', passed: 0, failed: 1 });
}
if (existsSync(path.join(ROOT, 'test/docker/dockerfile-steps.test.mjs'))) {
  const code = await run(process.execPath, ['--test', path.join(ROOT, 'test/docker/dockerfile-steps.test.mjs')]);
  record({ name: 'docker steps', passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 });
}

console.log('');
for (const result of results) {
  console.log(`${result.name}: ${result.passed} passed, ${result.failed} failed (${result.seconds} s)`);
  // A retried test (browser or API) is counted as passed but named here, so a flaky one is seen and fixed, not hidden.
  for (const title of result.flaky ?? []) console.log(`  flaky (failed, then passed on its retry): ${title}`);
}
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
