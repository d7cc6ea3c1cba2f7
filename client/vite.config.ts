import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
        return html.replace(/<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g, (tag, fileName: string) => {
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
        const atLoad = new Set(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
        for (const fileName of atLoad) {
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') chunk.imports.forEach((imported) => atLoad.add(imported));
        }
        for (const chunk of chunks) if (atLoad.has(chunk.fileName)) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      },
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), inlineEntryStylesheet(), compileHints()],
  build: {
    // VITRIN_DIST: see scripts/lib/build-state.mjs.
    outDir: path.resolve(root, '..', process.env.VITRIN_DIST || 'dist', 'client'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // One stylesheet for the whole shop, inlined by inlineEntryStylesheet: lazy chunks then carry
    // no stylesheet of their own to fetch (the footer's is needed on every page anyway).
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // The framework as one file: every page needs all of it, and one file gzips smaller than
        // the slivers automatic splitting cuts it into (the home page's JS budget).
        codeSplitting: { groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|mobx|mobx-react-lite)[\\/]/ }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(['/api', '/gateway', '/media', '/image', '/sitemap.xml', '/robots.txt'].map((prefix) => [prefix, 'http://localhost:3000'])),
  },
});
