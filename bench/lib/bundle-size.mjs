// The JavaScript a browser must download before the home page can run: the entry module and the
// modules Vite preloads with it, gzipped as a server or CDN would send them. Lazy route chunks
// are not counted. Shared by `npm run bench` and scripts/check-bundle-budget.mjs so the budget
// check and the reported figure cannot disagree.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST } from '../../scripts/lib/build-state.mjs';

/** The built SPA: VITRIN_DIST/client, default dist/client. */
export const CLIENT_DIR = path.join(DIST, 'client');
// kB of 1000 bytes, as Vite prints them after a build, so the two figures can be compared.
export const BUDGET_BYTES = 120_000;
// The words of one language (client/src/i18n), preloaded beside the code for the page's language:
// counted apart, as the shop's texts grow with its pages while the code's budget holds.
export const WORDS_BUDGET_BYTES = 5_000;

const attribute = (tag, name) => tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'))?.slice(1).find((value) => value !== undefined);

/** Paths (as written in index.html) of the entry module scripts and modulepreload links. */
export function initialScripts(html) {
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)].map(([tag]) => tag)
    .filter((tag) => attribute(tag, 'type') === 'module' && attribute(tag, 'src'))
    .map((tag) => attribute(tag, 'src'));
  const preloads = [...html.matchAll(/<link\b[^>]*>/gi)].map(([tag]) => tag)
    .filter((tag) => attribute(tag, 'rel')?.split(/\s+/).includes('modulepreload') && attribute(tag, 'href'))
    .map((tag) => attribute(tag, 'href'));
  return [...new Set([...scripts, ...preloads])];
}

/**
 * Measures the built client folder (default CLIENT_DIR). Throws with a message saying to build when the SPA is not built or a
 * referenced file is missing.
 */
export function measureInitialJs(clientDir = CLIENT_DIR) {
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: run npm run build first`);
  const html = readFileSync(indexFile, 'utf8');
  const references = initialScripts(html);
  if (references.length === 0) throw new Error(`${indexFile} has no <script type="module" src> entry: is it a Vite build?`);
  const files = references.map((reference) => measureFile(clientDir, reference));
  // Each language's words, named by the build in index.html (client/vite.config.ts).
  const words = (html.match(/<!--vitrin-dictionaries ([^>]*)-->/)?.[1] ?? '').split(' ').filter(Boolean)
    .map((entry) => {
      const [culture, list] = entry.split('=');
      const parts = list.split(',').map((reference) => measureFile(clientDir, reference));
      return { culture, file: list, bytes: parts.reduce((sum, part) => sum + part.bytes, 0), gzipBytes: parts.reduce((sum, part) => sum + part.gzipBytes, 0) };
    });
  if (words.length === 0) throw new Error(`${indexFile} names no dictionary chunks: is it this shop's build?`);
  return {
    files,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    budgetBytes: BUDGET_BYTES,
    words,
    wordsBudgetBytes: WORDS_BUDGET_BYTES,
  };
}

function measureFile(clientDir, reference) {
  if (/^(?:[a-z]+:)?\/\//i.test(reference)) throw new Error(`${reference} is not served from dist/client; the budget cannot measure it`);
  // Vite's base is "/": "/assets/x.js" lives at dist/client/assets/x.js.
  const file = path.join(clientDir, reference.split(/[?#]/)[0].replace(/^\//, ''));
  if (!existsSync(file)) throw new Error(`${reference} is referenced by index.html but missing in dist/client: run npm run build`);
  const source = readFileSync(file);
  return { file: reference, bytes: source.length, gzipBytes: gzipSync(source, { level: 9 }).length };
}

export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
