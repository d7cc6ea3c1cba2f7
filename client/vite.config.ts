import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import type { OutputChunk } from 'rolldown';

const root = path.dirname(new URL(import.meta.url).pathname);

/**
 * Puts the stylesheet inside index.html: the page's first paint (the header frame) then needs the
 * HTML only, not a second round trip for a blocking stylesheet. It is about 5 kB gzipped.
 */
function inlineEntryStylesheet(): Plugin {
  return {
    name: 'vitrin-inline-entry-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        // The shop's stylesheet (cssCodeSplit: false makes one for every page) is not the console's:
        // admin.html is styled by its own components (MUI).
        const console = path.basename(context.filename) === 'admin.html';
        return html.replace(/<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g, (tag, fileName: string) => {
          if (console) return '';
          const asset = context.bundle?.[fileName];
          if (!asset || asset.type !== 'asset') return tag;
          const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
        });
      },
    },
  };
}

/**
 * V8's explicit compile hint on the code every page evaluates at load (the entry and what it
 * imports, the framework among it): nearly all of its functions run while the first page is
 * drawn, so Chromium compiles them with the download, on a background thread, instead of one at
 * a time on the main thread at their first call. Lazy page chunks keep V8's lazy compilation.
 * The comment must open the file, so it is added after minification (and after hashing: it is
 * the same in every build).
 */
function compileHints(): Plugin {
  return {
    name: 'vitrin-compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own generateBundle work, which puts the entry's preload map first.
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        // The entry's graph, and the page language's words (preloaded beside it: dictionaryChunks).
        const atLoad = staticGraph(chunks, chunks.filter((chunk) => chunk.isEntry || DICTIONARY.test(chunk.facadeModuleId ?? '')));
        for (const chunk of chunks) if (atLoad.has(chunk.fileName)) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      },
    },
  };
}

/**
 * Each language's words are a chunk of their own (client/src/i18n/translate.ts). index.html names
 * them in a comment the server turns into a modulepreload of the page's language
 * (server/src/web/page-head.ts): the words download beside the entry instead of after it, and
 * the first-load budget counts the words apart from the code (bench/lib/bundle-size.mjs).
 */
function dictionaryChunks(): Plugin {
  return {
    name: 'vitrin-dictionary-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((output) => output.type === 'chunk');
        // This page's entry only: the console's entry (admin.html) loads nothing of the shop's.
        const atLoad = staticGraph(chunks, context.chunk ? [context.chunk] : chunks.filter((chunk) => chunk.isEntry));
        // Each language: its chunk and what it imports that the entry does not bring already.
        const files = chunks.flatMap((chunk) => {
          const culture = DICTIONARY.exec(chunk.facadeModuleId ?? '')?.[1];
          if (!culture) return [];
          const own = [...staticGraph(chunks, [chunk])].filter((fileName) => !atLoad.has(fileName));
          return [`${culture}=${own.map((fileName) => `/${fileName}`).join(',')}`];
        });
        return html.replace('<!--vitrin-head-->', `<!--vitrin-dictionaries ${files.sort().join(' ')}-->\n    <!--vitrin-head-->`);
      },
    },
  };
}

// The shop's dictionaries only: the console's (client/src/admin/i18n) belong to its own entry.
const DICTIONARY = /src[\\/]i18n[\\/](tr|en)\.ts$/;

/** File names of `roots` and every chunk they import statically. */
function staticGraph(chunks: OutputChunk[], roots: OutputChunk[]): Set<string> {
  const found = new Set(roots.map((chunk) => chunk.fileName));
  for (const fileName of found) chunks.find((chunk) => chunk.fileName === fileName)?.imports.forEach((imported) => found.add(imported));
  return found;
}

const REACT_ROUTER_PRODUCTION = path.resolve(root, '..', 'node_modules/react-router/dist/production/index.mjs');
const CONSOLE_SOURCES = `${path.join(root, 'src', 'admin')}${path.sep}`;

/**
 * react-router's package exports name only its development build (checks and warnings meant for
 * a developer's console); its production build sits beside it and is about 0.5 kB smaller gzipped
 * in the first download (the home page's JS budget). Only the shop's own modules take it: the
 * operator console (client/src/admin, react-admin) uses far more of react-router, and sharing one
 * copy would put all of that into the framework chunk every shop page loads.
 */
function shopReactRouter(): Plugin {
  return {
    name: 'vitrin-shop-react-router',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'react-router' || !importer) return null;
      const file = importer.split('?')[0];
      return file.startsWith(root) && !file.startsWith(CONSOLE_SOURCES) && !file.includes(`${path.sep}node_modules${path.sep}`) ? REACT_ROUTER_PRODUCTION : null;
    },
  };
}

/**
 * `npm run dev`: the console's addresses (/admin, /en/admin and below) get its page, as the server
 * sends them in production (server/src/web/console-page.ts); its API goes to the server.
 */
function consolePageInDevelopment(): Plugin {
  return {
    name: 'vitrin-console-page-in-development',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && /^(?:\/en)?\/admin(?:[/?]|$)/.test(request.url) && !request.url.startsWith('/admin/api')) request.url = '/admin.html';
        next();
      });
    },
  };
}

/** Files the server sends precompressed: text, and large enough for compression to pay. */
const PRECOMPRESSED = /\.(js|css|svg|json)$/;
const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Every hashed script and stylesheet also written as .br (brotli at its best, 11) and .gz, once,
 * at build time: the server sends the file the browser takes instead of compressing each
 * request on the CPU the shop needs for its answers (server/src/web/precompressed-assets.ts).
 * Brotli 11 is too slow per request but about 14% smaller than what on-the-fly compression sends.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  return {
    name: 'vitrin-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const files = Object.values(bundle).filter((output) => PRECOMPRESSED.test(output.fileName));
      await Promise.all(files.map(async (output) => {
        const source = Buffer.from(output.type === 'chunk' ? output.code : output.source);
        if (source.length < PRECOMPRESS_MIN_BYTES) return;
        const file = path.join(options.dir!, output.fileName);
        const [br, gz] = await Promise.all([
          brotli(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length } }),
          gzipped(source, { level: zlib.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      }));
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), shopReactRouter(), consolePageInDevelopment(), inlineEntryStylesheet(), dictionaryChunks(), compileHints(), precompress()],
  build: {
    // VITRIN_DIST: see scripts/lib/build-state.mjs.
    outDir: path.resolve(root, '..', process.env.VITRIN_DIST || 'dist', 'client'),
    emptyOutDir: true,
    target: 'es2022',
    // No modulepreload polyfill in the code every page loads: browsers without modulepreload
    // (Safari before 17) still load every module, found through the import graph instead.
    modulePreload: { polyfill: false },
    sourcemap: false,
    // One stylesheet for the whole shop, inlined by inlineEntryStylesheet: lazy chunks then carry
    // no stylesheet of their own to fetch (the footer's is needed on every page anyway).
    cssCodeSplit: false,
    rolldownOptions: {
      // The operator console (/admin) is a second page with its own entry and chunks: the shop's
      // index.html names none of them, so its first load (and budget) does not change.
      input: { index: path.resolve(root, 'index.html'), admin: path.resolve(root, 'admin.html') },
      output: {
        // The framework as one file: every page needs all of it, and one file gzips smaller than
        // the slivers automatic splitting cuts it into (the home page's JS budget).
        codeSplitting: {
          groups: [
            // The console's own react-router (shopReactRouter) stays out: it is not the shop's to load.
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router(?![\\/]dist[\\/]development)|mobx|mobx-react-lite)[\\/]/ },
            // The app's own modules that the first page and the lazy pages share (API client, texts, stores
            // hook, product card): one file instead of a sliver per module, each with its own imports.
            { name: 'app-core', test: /(contracts[\\/](enums|common[\\/]api-request|localization[\\/]merchant-texts|image[\\/]resize|currency[\\/]money-format|site[\\/](preloaded-answers|consent))|client[\\/]src[\\/](lib[\\/](api-client|preloaded-answers|requests-in-flight|consent|use-near-viewport|money|analytics|use-visibility-once)|i18n[\\/]translate|stores[\\/]use-stores|components[\\/]lazy-image|features[\\/]catalogue[\\/]components[\\/](product-card|use-item-list-view)))\.tsx?$/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(['/api', '/admin/api', '/gateway', '/media', '/image', '/sitemap.xml', '/robots.txt'].map((prefix) => [prefix, 'http://localhost:3000'])),
  },
});
