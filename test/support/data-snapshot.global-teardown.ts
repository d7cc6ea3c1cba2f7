import { rmSync } from 'node:fs';
import { DATA_SNAPSHOT_DIR_ENV } from './data-snapshot.global-setup';

/** Removes the run's seeded database (data-snapshot.ts). */
export default function removeDataSnapshotDir(): void {
  const dir = process.env[DATA_SNAPSHOT_DIR_ENV];
  if (dir) rmSync(dir, { recursive: true, force: true });
}
