/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The dev server proxies the API to a locally running `oshec serve` (default bind).
export default defineConfig({
  plugins: [react()],
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
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
  },
});
