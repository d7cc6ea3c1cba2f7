// Compiles the server and contracts with tsc and copies the SQL migrations beside the output.
import { cpSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DIST, ROOT } from './lib/build-state.mjs';
import { run } from './lib/run.mjs';

const outDir = path.join(DIST, 'server');
rmSync(outDir, { recursive: true, force: true });
const code = await run(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json', '--outDir', outDir]);
if (code !== 0) process.exit(code);

function copySql(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) copySql(full);
    else if (entry.name.endsWith('.sql')) cpSync(full, path.join(outDir, path.relative(ROOT, full)));
  }
}
copySql(path.join(ROOT, 'server/src'));
