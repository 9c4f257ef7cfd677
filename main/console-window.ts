import type { BrowserWindow } from 'electron';
import { createSecureWindow } from './secure-window.js';
import { assetPath } from './shell-paths.js';

/**
 * The embedded loyalty service's console (`/admin/` on the bridge's origin) in a window of its own, so that the till's
 * window keeps showing, and bringing up, the payments that wait for the cashier. One at a time: opening it again brings
 * it up. It gets the same secure preferences and navigation guard as every window, and its IPC calls are refused (the
 * sender check trusts the till's window only).
 */
export function openConsoleWindow(current: BrowserWindow | null, uiOrigin: string, devTools: boolean): BrowserWindow {
  if (current && !current.isDestroyed()) {
    current.show();
    current.focus();
    return current;
  }
  const win = createSecureWindow(
    {
      title: 'Tillbridge: loyalty console',
      width: 1024,
      height: 768,
      show: false,
      backgroundColor: '#ffffff',
      icon: assetPath('icon.png'),
    },
    devTools,
  );
  win.once('ready-to-show', () => win.show());
  void win.loadURL(`${uiOrigin}/admin/`).catch(() => undefined);
  return win;
}
