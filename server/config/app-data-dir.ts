import os from 'node:os';
import path from 'node:path';

/** The folder Electron's app.getPath('userData') would pick, so the desktop app and headless mode share one till's data. */
export function defaultDataDir(
  platform: NodeJS.Platform = process.platform,
  env: NodeJS.ProcessEnv = process.env,
  home: string = os.homedir(),
): string {
  const appName = 'Tillbridge';
  if (platform === 'win32') {
    return path.win32.join(env.APPDATA ?? path.win32.join(home, 'AppData', 'Roaming'), appName);
  }
  if (platform === 'darwin') {
    return path.join(home, 'Library', 'Application Support', appName);
  }
  return path.join(env.XDG_CONFIG_HOME ?? path.join(home, '.config'), appName);
}
