import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/**
 * One web app's vite build: `configUrl` is the app's vite.config.ts (its folder is the root), the bundle goes to
 * `out/<outFolder>`, served under `base`; `proxy` sends the dev server's API calls to a running bridge or service.
 */
export function webAppConfig(
  configUrl: string,
  { base, outFolder, proxy }: { base: string; outFolder: string; proxy: Record<string, string> },
): UserConfig {
  return defineConfig({
    root: fileURLToPath(new URL('.', configUrl)),
    base,
    plugins: [react()],
    build: {
      outDir: fileURLToPath(new URL(`../out/${outFolder}`, configUrl)),
      emptyOutDir: true,
      target: 'chrome120',
      assetsInlineLimit: 0,
    },
    server: { proxy },
  });
}
