import { BrowserWindow, ipcMain, type IpcMainInvokeEvent } from 'electron';
import { bringToFront } from './bring-to-front.js';
import type { AppInfo, IpcChannel, IpcResult } from '../shared/desktop/ipc-contract.js';
import { listPrinters, printPage } from './printing.js';
import { assertTrustedSender } from './sender-check.js';

export interface IpcDeps {
  /** Our windows; only their main frames may call. */
  readonly windows: () => readonly BrowserWindow[];
  /** The bridge UI origin, or null while the core is not running. */
  readonly uiOrigin: () => string | null;
  readonly appInfo: () => AppInfo;
  /** Opens the loyalty console's own window (or brings it up). */
  readonly openConsole: () => void;
}

type Handler<C extends IpcChannel> = (
  event: IpcMainInvokeEvent,
  ...args: readonly unknown[]
) => IpcResult<C> | Promise<IpcResult<C>>;

/** Registers one handler of the contract behind the sender check; arguments stay `unknown` until validated. */
function handle<C extends IpcChannel>(channel: C, deps: IpcDeps, handler: Handler<C>): void {
  ipcMain.handle(channel, (event, ...args: unknown[]) => {
    const mainFrameIds = deps
      .windows()
      .filter((win) => !win.isDestroyed())
      .map((win) => win.webContents.mainFrame.frameTreeNodeId);
    assertTrustedSender(event.senderFrame, mainFrameIds, deps.uiOrigin());
    return handler(event, ...args);
  });
}

/** The main-process side of `window.tillbridge`: exactly the channels of shared/desktop/ipc-contract.ts. */
export function registerIpcHandlers(deps: IpcDeps): void {
  handle('tillbridge:print', deps, (event, options) => printPage(event.sender, options));
  handle('tillbridge:list-printers', deps, (event) => listPrinters(event.sender));
  handle('tillbridge:focus-window', deps, (event) => {
    const win = BrowserWindow.fromWebContents(event.sender);
    if (win) bringToFront(win);
  });
  handle('tillbridge:app-info', deps, () => deps.appInfo());
  handle('tillbridge:open-console', deps, () => deps.openConsole());
}
