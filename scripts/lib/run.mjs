// Runs a command with inherited output; resolves with its exit code.
import { spawn } from 'node:child_process';
import { ROOT } from './build-state.mjs';

export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}
