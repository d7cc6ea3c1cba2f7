import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * DESIGN.md: imports flow one way. contracts import nothing outside contracts; in the client,
 * lib and components never import features or app, and features never import each other.
 */
const root = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), '../..');

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try { entries = readdirSync(dir); } catch { return []; }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry) ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)]
    .map((match) => match[1] ?? match[2])
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.resolve(path.dirname(file), specifier));
}

const inside = (file: string, dir: string) => file === dir || file.startsWith(`${dir}${path.sep}`);

describe('import direction (DESIGN.md layout)', () => {
  it('contracts import only contracts', () => {
    const contracts = path.join(root, 'contracts');
    const offenders = sourceFiles(contracts).flatMap((file) => importsOf(file).filter((target) => !inside(target, contracts)).map((target) => `${file} -> ${target}`));
    expect(offenders).toEqual([]);
  });

  it('client lib and components do not import features or app', () => {
    const client = path.join(root, 'client', 'src');
    const shared = [...sourceFiles(path.join(client, 'lib')), ...sourceFiles(path.join(client, 'components'))];
    const offenders = shared.flatMap((file) => importsOf(file)
      .filter((target) => inside(target, path.join(client, 'features')) || inside(target, path.join(client, 'app')))
      .map((target) => `${file} -> ${target}`));
    expect(offenders).toEqual([]);
  });

  it('client features do not import each other', () => {
    const features = path.join(root, 'client', 'src', 'features');
    const offenders = sourceFiles(features).flatMap((file) => {
      const own = path.relative(features, file).split(path.sep)[0];
      return importsOf(file)
        .filter((target) => inside(target, features) && path.relative(features, target).split(path.sep)[0] !== own)
        .map((target) => `${file} -> ${target}`);
    });
    expect(offenders).toEqual([]);
  });

  it('the server never imports client code and the client never imports server code', () => {
    const server = path.join(root, 'server');
    const client = path.join(root, 'client');
    const offenders = [
      ...sourceFiles(server).flatMap((file) => importsOf(file).filter((target) => inside(target, client)).map((target) => `${file} -> ${target}`)),
      ...sourceFiles(client).flatMap((file) => importsOf(file).filter((target) => inside(target, server)).map((target) => `${file} -> ${target}`)),
    ];
    expect(offenders).toEqual([]);
  });
});
