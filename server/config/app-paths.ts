import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding Tillbridge's package.json, found upward from this file (works from source, `out/` and an asar). */
function findAppRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error('cannot find the folder of package.json above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
}

export const appRoot = findAppRoot();

export const appVersion: string = (
  JSON.parse(fs.readFileSync(path.join(appRoot, 'package.json'), 'utf8')) as { version: string }
).version;

/** The built renderer (`vite build` writes it there). */
export const rendererDir = path.join(appRoot, 'out', 'renderer');

/** The built network console, served at `/admin/` by the loyalty service (hosted and embedded). */
export const adminConsoleDir = path.join(appRoot, 'out', 'admin-console');

/** The built guest page, served at `/guest/<network-code>/` by the loyalty service. */
export const guestPageDir = path.join(appRoot, 'out', 'guest-page');
