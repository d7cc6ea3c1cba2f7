import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The global validation pipe validates synchronously (server/src/common/validation.ts): a rule
 * that waits for something would be skipped without a word. So no validation rule of ours may
 * be asynchronous: a custom constraint or decorator marked `async: true` fails here.
 */
const root = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), '../..');

/** The places in `source` that declare an asynchronous validation rule. */
function asyncRules(source: string): string[] {
  return [...source.matchAll(/(?:ValidatorConstraint|registerDecorator)\s*\(\s*\{[^}]*\basync\s*:\s*true/g)].map((match) => match[0]);
}

const sources = ['server/src', 'contracts'].flatMap((folder) => readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.spec\.tsx?$/.test(file))
  .map((file) => path.join(folder, file)));

describe('validation rules are synchronous (the pipe runs them with validateSync)', () => {
  it('finds an asynchronous rule where one is declared', () => {
    expect(asyncRules("@ValidatorConstraint({ name: 'uniqueEmail', async: true })")).toHaveLength(1);
    expect(asyncRules('registerDecorator({ name: "x", async: true, validator: {} })')).toHaveLength(1);
    expect(asyncRules("@ValidatorConstraint({ name: 'birthDate' })")).toHaveLength(0);
  });

  it('no source file declares one', () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.filter((file) => asyncRules(readFileSync(path.join(root, file), 'utf8')).length > 0)).toEqual([]);
  });
});
