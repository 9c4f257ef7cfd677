import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/** Builds the network console into out/admin-console, which the loyalty service serves at /admin/. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../out/admin-console', import.meta.url)),
    emptyOutDir: true,
    target: 'chrome120',
    assetsInlineLimit: 0,
  },
  server: { proxy: { '/admin/api': 'http://127.0.0.1:1221' } },
});
