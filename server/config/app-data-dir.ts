import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The till's data folder, shared by the desktop app (as Electron's userData) and headless mode. On Windows it is
 * machine-wide (`%ProgramData%\Tillbridge`, made writable for the till's users by the installer), so every user of a
 * shared till sees the same payments; a folder from a per-user install (`%APPDATA%\Tillbridge` with a
 * `bridge.sqlite`) keeps being used while the machine-wide one has none.
 */
export function defaultDataDir(
  platform: NodeJS.Platform = process.platform,
  env: NodeJS.ProcessEnv = process.env,
  home: string = os.homedir(),
  exists: (file: string) => boolean = fs.existsSync,
): string {
  const appName = 'Tillbridge';
  if (platform === 'win32') {
    const machine = path.win32.join(env.ProgramData ?? env.PROGRAMDATA ?? 'C:\\ProgramData', appName);
    const user = path.win32.join(env.APPDATA ?? path.win32.join(home, 'AppData', 'Roaming'), appName);
    const database = 'bridge.sqlite';
    return exists(path.win32.join(user, database)) && !exists(path.win32.join(machine, database)) ? user : machine;
  }
  if (platform === 'darwin') {
    return path.join(home, 'Library', 'Application Support', appName);
  }
  return path.join(env.XDG_CONFIG_HOME ?? path.join(home, '.config'), appName);
}
