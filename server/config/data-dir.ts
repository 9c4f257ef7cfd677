import fs from 'node:fs';
import path from 'node:path';
import { StartupError } from '../errors/startup-error.js';
import { defaultDataDir } from './app-data-dir.js';

/** Picks the data folder (flag, then TILLBRIDGE_DATA_DIR, then the platform's app-data folder) and proves it can be written. */
export function prepareDataDir(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  /** path.resolve('') is the current folder: a data folder nobody chose. */
  if (flag?.trim() === '') throw new StartupError('--data-dir is empty: pass the folder for the data.');
  const dir = path.resolve(flag ?? (env.TILLBRIDGE_DATA_DIR || defaultDataDir()));
  try {
    makeDirs(path.join(dir, 'logs'));
    const probe = path.join(dir, `.write-probe-${process.pid}`);
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new StartupError(
      `Data directory ${dir} cannot be used (${reason}): pass --data-dir with a folder this user can write.`,
    );
  }
  return dir;
}

/** Creates each missing level in turn; Node 20's `mkdirSync(..., { recursive: true })` spins forever under /proc. */
function makeDirs(dir: string): void {
  const missing: string[] = [];
  for (let current = dir; !fs.existsSync(current); current = path.dirname(current)) {
    missing.push(current);
    if (path.dirname(current) === current) break;
  }
  for (const level of missing.reverse()) fs.mkdirSync(level);
}
