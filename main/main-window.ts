import type { BrowserWindow } from 'electron';
import type { Logger } from 'pino';
import { bringToFront } from './bring-to-front.js';
import { originOf } from './sender-check.js';
import { createSecureWindow } from './secure-window.js';
import { assetPath } from './shell-paths.js';
import { keepPlacement, minimumFor, placementForStart } from './window-placement.js';

export interface MainWindowOptions {
  readonly devTools: boolean;
  /** Started at login: stay in the tray until the cashier or a payment needs the window. */
  readonly startHidden: boolean;
  /** True once the app is quitting, so closing really closes instead of hiding to the tray. */
  readonly quitting: () => boolean;
  /** Windows is logging off or shutting down (it cannot be delayed): give the core a head start on closing. */
  readonly onSessionEnd: () => void;
  readonly logger: Logger;
  /** The data folder, where the window's size and position are remembered. */
  readonly dataDir: string;
}

/** Windows whose last main-frame load failed (the core was down); they are loaded again when it is back. */
const failedLoads = new WeakSet<BrowserWindow>();

/** The cashier window: closing it hides it to the tray, because the bridge must keep answering the POS. */
export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const placement = placementForStart(options.dataDir);
  const win = createSecureWindow(
    {
      title: 'Tillbridge',
      ...placement.bounds,
      ...minimumFor(placement),
      show: false,
      backgroundColor: '#ffffff',
      icon: assetPath('icon.png'),
    },
    options.devTools,
  );
  keepPlacement(win, placement, options.dataDir, options.logger);
  win.once('ready-to-show', () => {
    if (!options.startHidden) win.show();
  });
  win.on('close', (event) => {
    if (options.quitting()) return;
    event.preventDefault();
    win.hide();
  });
  win.on('session-end', () => options.onSessionEnd());
  win.webContents.on('render-process-gone', (_event, details) => {
    options.logger.error({ reason: details.reason, exitCode: details.exitCode }, 'window renderer gone');
    if (details.reason !== 'clean-exit' && !win.isDestroyed()) win.webContents.reload();
  });
  win.webContents.on('did-fail-load', (_event, code, description, url, isMainFrame) => {
    if (!isMainFrame) return;
    failedLoads.add(win);
    options.logger.warn({ code, description, url }, 'window failed to load');
  });
  win.webContents.on('did-finish-load', () => failedLoads.delete(win));
  return win;
}

/** Loads the UI unless the window already shows it (after a core restart on the same address the page recovers). */
export function showUi(win: BrowserWindow, uiOrigin: string): void {
  if (!failedLoads.has(win) && originOf(win.webContents.getURL()) === uiOrigin) return;
  void win.loadURL(`${uiOrigin}/`).catch(() => undefined);
}

/** Shows the window for the cashier (tray click, second launch, a waiting payment). */
export function revealWindow(win: BrowserWindow | null): void {
  if (win && !win.isDestroyed()) bringToFront(win);
}
