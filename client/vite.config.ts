import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.dirname(new URL(import.meta.url).pathname);

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    // VITRIN_DIST: see scripts/lib/build-state.mjs.
    outDir: path.resolve(root, '..', process.env.VITRIN_DIST || 'dist', 'client'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
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
