import { fileURLToPath } from 'node:url';

/** Files the shell needs, found from this module (works from `out/main/` in development and inside app.asar). */
const at = (relative: string): string => fileURLToPath(new URL(relative, import.meta.url));

/** The CommonJS preload that tsc emits from preload.cts. */
export const preloadPath = at('./preload.cjs');

/** The bridge core's entry for Electron's utilityProcess. */
export const coreEntryPath = at('../server/cli/utility-entry.js');

/** An image from `assets/` (packaged with the app; see electron-builder.yml). */
export function assetPath(name: string): string {
  return at(`../../assets/${name}`);
}
