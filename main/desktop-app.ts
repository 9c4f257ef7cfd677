import fs from 'node:fs';
import path from 'node:path';
import { app, dialog, Menu, session, type BrowserWindow } from 'electron';
import { createLogger, type ServiceLogger } from '../server/logging/logger.js';
import { launchCore } from './core-launcher.js';
import { windowAddress } from './core-message.js';
import { CoreSupervisor, type CoreStatus } from './core-supervisor.js';
import type { AppInfo } from '../shared/desktop/ipc-contract.js';
import { registerIpcHandlers } from './ipc-handlers.js';
import { coreArgs, coreEnv, devNativeBindingPath } from './launch-options.js';
import { LoginItem } from './login-item.js';
import { createMainWindow, revealWindow, showUi } from './main-window.js';
import { openConsoleWindow } from './console-window.js';
import { denyAllPermissions, installNavigationGuard } from './navigation-guard.js';
import { defaultRestartPolicy } from './restart-policy.js';
import { shellLanguage } from './shell-language.js';
import { shellTexts } from './shell-texts.js';
import { StatusTray } from './status-tray.js';

export interface DesktopLaunch {
  readonly dataDir: string;
  readonly bridgeFlags: readonly string[];
  readonly startHidden: boolean;
}

/** How long the core gets on quit to finish in-flight requests and close its databases (its own grace is 10 s). */
const stopTimeoutMs = 15_000;

/** The desktop shell's lifecycle: tray, the core in a utility process, the cashier window, a clean quit. */
export class DesktopApp {
  private window: BrowserWindow | null = null;
  /** The loyalty console's own window, while open (docs/console.md). */
  private consoleWindow: BrowserWindow | null = null;
  private uiOrigin: string | null = null;
  private tray: StatusTray | null = null;
  private log: ServiceLogger | null = null;
  private startHidden: boolean;
  private quitting = false;
  private readyToQuit = false;
  private readonly supervisor: CoreSupervisor;

  constructor(private readonly launch: DesktopLaunch) {
    this.startHidden = launch.startHidden;
    this.supervisor = new CoreSupervisor({ fork: () => this.forkCore(), onStatus: (status) => this.onStatus(status) });
  }

  /** Listeners that must exist before the app is ready (the navigation guard must see the first WebContents). */
  install(): void {
    installNavigationGuard(
      () => this.uiOrigin,
      () => this.log?.logger,
    );
    app.on('second-instance', () => this.reveal());
    app.on('window-all-closed', () => {
      // The tray keeps the app, and so the bridge the POS talks to, running.
    });
    app.on('before-quit', (event) => this.beforeQuit(event));
  }

  /** After `app.whenReady()`. */
  start(): void {
    const { dataDir } = this.launch;
    try {
      fs.mkdirSync(path.join(dataDir, 'logs'), { recursive: true });
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      this.fatal(`Data directory ${dataDir} cannot be used (${reason}): start Tillbridge with --data-dir <folder>.`);
      return;
    }
    this.log = createLogger({ dataDir, name: 'desktop', level: 'info', stdout: false });
    if (app.isPackaged) Menu.setApplicationMenu(null);
    denyAllPermissions(session.defaultSession);
    registerIpcHandlers({
      windows: () => (this.window ? [this.window] : []),
      uiOrigin: () => this.uiOrigin,
      appInfo: () => this.appInfo(),
      openConsole: () => this.openConsole(),
    });
    const loginItem = new LoginItem(dataDir);
    try {
      loginItem.apply();
    } catch (error) {
      this.log.logger.warn({ err: error }, 'could not register the login item');
    }
    this.tray = new StatusTray({
      show: () => this.reveal(),
      quit: () => app.quit(),
      loginItem,
      maxAttempts: defaultRestartPolicy.maxAttempts,
      language: this.language(),
    });
    this.supervisor.start();
  }

  private forkCore() {
    const binding = devNativeBindingPath(app.getAppPath(), process.versions.electron);
    if (!app.isPackaged && !fs.existsSync(binding)) {
      this.log?.logger.warn({ binding }, 'better-sqlite3 is not built for Electron: start the app with npm start');
    }
    return launchCore({
      args: coreArgs(this.launch.dataDir, this.launch.bridgeFlags),
      env: coreEnv(process.env, app.isPackaged, binding, fs.existsSync),
      echo: !app.isPackaged,
    });
  }

  private onStatus(status: CoreStatus): void {
    this.log?.logger.info({ status }, 'bridge core status');
    this.tray?.update(status);
    if (status.state === 'running') {
      this.uiOrigin = windowAddress(status.url);
      this.window ??= createMainWindow({
        devTools: !app.isPackaged,
        startHidden: this.startHidden,
        quitting: () => this.quitting,
        onSessionEnd: () => void this.supervisor.stop(stopTimeoutMs),
        logger: this.log!.logger,
        dataDir: this.launch.dataDir,
      });
      showUi(this.window, this.uiOrigin);
    } else if (status.state === 'failed') {
      this.uiOrigin = null;
      this.fatal(status.message);
    }
  }

  private openConsole(): void {
    if (!this.uiOrigin) return;
    this.consoleWindow = openConsoleWindow(this.consoleWindow, this.uiOrigin, !app.isPackaged);
  }

  private reveal(): void {
    this.startHidden = false;
    revealWindow(this.window);
  }

  /** Quitting waits for the core to stop; the second `before-quit` (after that) goes through. */
  private beforeQuit(event: Electron.Event): void {
    if (this.readyToQuit) return;
    event.preventDefault();
    if (this.quitting) return;
    this.quitting = true;
    // Closing the page first ends its keep-alive connections, so the core's graceful close does not wait on them.
    if (this.window && !this.window.isDestroyed()) this.window.destroy();
    if (this.consoleWindow && !this.consoleWindow.isDestroyed()) this.consoleWindow.destroy();
    void this.supervisor.stop(stopTimeoutMs).finally(() => {
      this.readyToQuit = true;
      this.tray?.destroy();
      void (this.log?.close() ?? Promise.resolve()).finally(() => app.quit());
    });
  }

  private language() {
    return shellLanguage(this.launch.dataDir, this.launch.bridgeFlags);
  }

  /** A problem the shell cannot recover from: say so in a native dialog and quit with a failure code. */
  private fatal(message: string): void {
    this.log?.logger.fatal({ message }, 'desktop shell cannot run');
    dialog.showErrorBox(shellTexts(this.language()).cannotRun, message);
    this.quitting = true;
    void this.supervisor.stop(3000).finally(() => {
      this.tray?.destroy();
      void (this.log?.close() ?? Promise.resolve()).finally(() => app.exit(1));
    });
  }

  private appInfo(): AppInfo {
    return {
      name: app.getName(),
      version: app.getVersion(),
      electron: process.versions.electron,
      chrome: process.versions.chrome,
      node: process.versions.node,
      platform: process.platform,
      arch: process.arch,
      packaged: app.isPackaged,
      dataDir: this.launch.dataDir,
    };
  }
}
