import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where the embedded pass keeps its one seeded database (test/support/data-snapshot.ts). */
export const DATA_SNAPSHOT_DIR_ENV = 'VITRIN_TEST_DATA_SNAPSHOT_DIR';

/**
 * A folder for the run's seeded database; the workers inherit its name through the environment.
 * (Jest loads this file without the project's module mapping, so the seeding itself happens in
 * the first suite that needs it.)
 */
export default function makeDataSnapshotDir(): void {
  process.env[DATA_SNAPSHOT_DIR_ENV] = mkdtempSync(path.join(tmpdir(), 'vitrin-api-'));
}
