import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const electronDir = path.join(root, 'node_modules', 'electron');

/** Path of the installed Electron executable, or null when its binary was never downloaded. */
export function electronBinary() {
  try {
    const relative = fs.readFileSync(path.join(electronDir, 'path.txt'), 'utf8').trim();
    const binary = path.join(electronDir, 'dist', relative);
    return fs.existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

export const electronInstallScript = path.join(electronDir, 'install.js');
export const projectRoot = root;
