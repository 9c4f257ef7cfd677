import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/**
 * Builds the guest page into out/guest-page. The loyalty service serves its index.html at `/guest/<network-code>/`
 * and the assets at `/guest/assets/`, hence the base.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/guest/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../out/guest-page', import.meta.url)),
    emptyOutDir: true,
    target: 'chrome120',
    assetsInlineLimit: 0,
  },
  server: { proxy: { '/guest/v1': 'http://127.0.0.1:1221' } },
});
