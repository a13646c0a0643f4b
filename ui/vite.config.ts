/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * index.html's entry only loads the stylesheet and then imports the app (src/main.tsx), so the
 * browser can paint the server's pre-rendered home page before the app's script runs. This adds
 * `<link rel="modulepreload">` for the app's chunks, so they download alongside the entry
 * instead of after it.
 */
function preloadApp(): Plugin {
  return {
    name: 'oshec-preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const { bundle, chunk: entry } = ctx;
        if (!bundle || !entry) return [];
        const seen = new Set<string>([entry.fileName, ...entry.imports]);
        const files: string[] = [];
        const visit = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          files.push(file);
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
        };
        entry.dynamicImports.forEach(visit);
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

// The dev server proxies the API to a locally running `oshec serve` (default bind).
export default defineConfig({
  plugins: [react(), preloadApp()],
  resolve: {
    // react-toastify's main entry injects a <style> element at run time, which the server's CSP
    // refuses; every import gets the unstyled build (one module, so one toast store) and the
    // stylesheet is bundled with the app's CSS instead.
    alias: [{ find: /^react-toastify$/, replacement: 'react-toastify/unstyled' }],
  },
  server: {
    proxy: {
      '/oshec/api': 'http://127.0.0.1:8080',
      '/uploads': 'http://127.0.0.1:8080',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        advancedChunks: {
          // React and the two small modules React libraries share (the external-store shim of
          // SWR and the text editor, react-icons' base) in one chunk. Left to itself, the
          // bundler gave each its own chunk once the back office's editor chunk shared them,
          // which made the public pages' first load 0.7 KB (gzip) larger (docs/editor.md).
          // With them, the small shared modules every first view loads (the picture component
          // and what it reads, the number and date formats, the public addresses, the "state of" hook): left to
          // itself the bundler gave them chunks of their own, requests and 0.9 KB more on every
          // first view, past the 110 KB budget (docs/benchmarks.md).
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|react-icons[\\/]lib)[\\/]|[\\/]src[\\/]shared[\\/](Img\.tsx|variants\.ts|format\.ts|paths\.ts|useStateOf\.ts)$/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test-setup.ts'],
    // Rendering the whole back office takes ~11 s on a loaded two-core machine; the default
    // 5 s made a passing test fail when other builds ran beside it.
    testTimeout: 30_000,
    projects: [
      // The logic's tests share one jsdom and their modules instead of each file building its own
      // (most of Vitest's processor time went there). A file that needs the modules loaded afresh
      // says so itself (vi.resetModules, as src/app/firstRender.test.ts does).
      { extends: true, test: { name: 'logic', include: ['src/**/*.test.ts'], isolate: false } },
      // Screens render the app, whose modules keep state (caches, the language): each file alone.
      { extends: true, test: { name: 'screens', include: ['src/**/*.test.tsx'] } },
    ],
  },
});
