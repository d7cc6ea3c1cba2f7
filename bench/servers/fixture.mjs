// Reads the fixture file both baseline servers answer from (see bench/lib/fixtures.mjs), and
// tells the parent the port once listening: one JSON line on stdout, nothing else.
import { readFileSync } from 'node:fs';

export function loadFixture(file) {
  const { routes } = JSON.parse(readFileSync(file, 'utf8'));
  return routes.map((route) => ({ ...route, body: Buffer.from(route.body, 'base64') }));
}

export function announcePort(port) {
  process.stdout.write(`${JSON.stringify({ port })}\n`);
}

// Stopped by the bench with SIGTERM; exit at once, there is nothing to flush.
process.once('SIGTERM', () => process.exit(0));
