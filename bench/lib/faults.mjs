// Issue 17 item 4 figures: the fault-injection suites (test/api/fault-*.api-spec.ts) run once with
// FAULT_REPORT, and each scenario's recovery times (from the fault's end to the route answering
// again, 5 s allowed) are printed as a table. The suites are the pass/fail proof; this only
// collects what they measured.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/build-state.mjs';

const SUITES = ['test/api/fault-gateway.api-spec.ts', 'test/api/fault-database.api-spec.ts', 'test/api/fault-payment.api-spec.ts'];

/** Runs the suites; answers { ok, tests, scenarios: [{ scenario, runs, maxMs }] } and prints the table. */
export async function measureFaults({ print }) {
  const folder = mkdtempSync(path.join(tmpdir(), 'vitrin-faults-'));
  const report = path.join(folder, 'recoveries.jsonl');
  try {
    const child = spawn(process.execPath, [
      '--experimental-vm-modules', '--no-warnings', 'node_modules/jest/bin/jest.js', '--config', 'jest.config.js', '--selectProjects', 'api', '--maxWorkers=1', ...SUITES,
    ], { cwd: ROOT, env: { ...process.env, FAULT_REPORT: report }, stdio: ['ignore', 'ignore', 'pipe'] });
    let output = '';
    child.stderr.on('data', (chunk) => { output += chunk; });
    const code = await new Promise((resolve) => child.on('exit', resolve));
    const tests = /Tests:\s+(.*)/.exec(output)?.[1]?.trim() ?? 'no summary';
    let lines = [];
    try { lines = readFileSync(report, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line)); } catch { /* no scenario recovered */ }
    const byScenario = new Map();
    for (const { scenario, recoveryMs } of lines) byScenario.set(scenario, [...(byScenario.get(scenario) ?? []), recoveryMs]);
    const scenarios = [...byScenario].map(([scenario, runs]) => ({ scenario, runs, maxMs: Math.max(...runs) }));
    const width = Math.max(8, ...scenarios.map((row) => row.scenario.length));
    print(`   ${'scenario'.padEnd(width)}  recovery per run (ms)   max`);
    for (const row of scenarios) print(`   ${row.scenario.padEnd(width)}  ${row.runs.map((ms) => String(ms).padStart(5)).join(' ').padEnd(22)}  ${String(row.maxMs).padStart(5)}`);
    print(`   ${scenarios.length} scenarios; tests: ${tests}`);
    if (code !== 0) throw new Error(`the fault-injection suites failed (${tests}); run them with jest for the details`);
    return { ok: true, tests, scenarios };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
