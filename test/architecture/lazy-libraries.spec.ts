import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { LAZY_LIBRARIES, lazyLibraryRules } from '../../eslint.config.js';

/**
 * The lint rule that keeps libraries only some actions need out of the server's start (issue 28
 * item 5: the console's photo upload had brought libvips back into every process at rest), tried
 * on each library: a static import is refused, a type import and a dynamic import are not.
 */
const root = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), '../..');
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, plugins: { '@typescript-eslint': tseslint.plugin }, ...lazyLibraryRules }],
});

async function problems(source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, 'server/src/engine/catalogue-admin/extra.ts') });
  return result.messages.map((message) => message.message);
}

const names = LAZY_LIBRARIES.map(({ name }) => name);

describe('libraries loaded on first use (issue 28 item 5)', () => {
  it('names sharp, pdfkit, nodemailer and the passkey library', () => {
    expect(names).toEqual(expect.arrayContaining(['sharp', 'pdfkit', 'nodemailer', '@simplewebauthn/server']));
  });

  it.each(names)('a static import of %s is refused, and names the way to load it', async (name) => {
    const [message] = await problems(`import library from '${name}';\nexport const made = library;\n`);
    expect(message).toContain(`${name} is loaded on first use, not at start`);
    expect(await problems(`export { default } from '${name}';\n`)).toHaveLength(1);
    expect(await problems(`import { something } from '${name}/helpers';\nexport const used = something;\n`)).toHaveLength(1);
  });

  it.each(names)('a type import and a dynamic import of %s are allowed', async (name) => {
    expect(await problems(`import type library from '${name}';\nexport type Library = typeof library;\n`)).toEqual([]);
    expect(await problems(`export async function load() { return import('${name}'); }\n`)).toEqual([]);
  });
});
