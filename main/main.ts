import path from 'node:path';
import { app, dialog } from 'electron';
import { bridgeFlagSpecs } from '../server/cli/bridge-flags.js';
import { DesktopApp } from './desktop-app.js';
import { parseLaunchOptions, resolveDataDir } from './launch-options.js';

/**
 * Electron's entry. Before the app is ready: pick the data folder (the same one `npm run serve` uses, which is also
 * Chromium's userData and so the scope of the single-instance lock), force the sandbox, take the lock.
 */
const launch = parseLaunchOptions(
  process.argv,
  bridgeFlagSpecs.map((spec) => spec.name),
);
const dataDir = resolveDataDir(launch.dataDirFlag, process.env, path.join(app.getPath('appData'), 'Tillbridge'));
app.setName('Tillbridge');
app.setPath('userData', dataDir);
app.enableSandbox();
if (process.platform === 'win32') app.setAppUserModelId('app.tillbridge.desktop');

if (app.requestSingleInstanceLock()) {
  const desktop = new DesktopApp({ dataDir, bridgeFlags: launch.bridgeFlags, startHidden: launch.hidden });
  desktop.install();
  app.whenReady().then(
    () => desktop.start(),
    (error: unknown) => {
      dialog.showErrorBox('Tillbridge cannot run', `Electron did not start: ${(error as Error).message}`);
      app.exit(1);
    },
  );
} else {
  app.quit();
}
