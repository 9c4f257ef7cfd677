/* global process */
import { fork } from 'node:child_process';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * A stand-in for the parts of Electron the main process uses, for a smoke test on a machine without Electron's
 * binary: the utility process is a Node fork running the real core, windows fetch their URL over HTTP, and every
 * call worth checking is reported on stdout as a `STANDIN {json}` line.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const shim = pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), 'parent-port-shim.mjs')).href;

/** Electron's version strings, which the shell reads from process.versions. */
for (const [name, value] of Object.entries({ electron: '41.7.1', chrome: '146.0.0.0' })) {
  Object.defineProperty(process.versions, name, { value, enumerable: true });
}

export function report(kind, detail = {}) {
  process.stdout.write(`STANDIN ${JSON.stringify({ kind, ...detail })}\n`);
}

/** The stand-in's own events, for the scenario: `loaded` (a window loaded its URL), `fork`, `tooltip`. */
export const standIn = new EventEmitter();
export const cores = [];

class App extends EventEmitter {
  isPackaged = false;
  name = 'stand-in';
  paths = { appData: process.env.STANDIN_APPDATA ?? os.tmpdir() };
  /** A folder without .electron-native, so the core (on Node) never gets an Electron build of better-sqlite3. */
  appPath = fs.mkdtempSync(path.join(os.tmpdir(), 'tillbridge-stand-in-app-'));
  getPath = (name) => this.paths[name];
  setPath = (name, value) => {
    this.paths[name] = value;
    report('setPath', { name, value });
  };
  setName = (name) => (this.name = name);
  getName = () => this.name;
  getVersion = () => JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version;
  getAppPath = () => this.appPath;
  enableSandbox = () => report('enableSandbox');
  setAppUserModelId = () => undefined;
  requestSingleInstanceLock = () => true;
  whenReady = () => Promise.resolve();
  setLoginItemSettings = (settings) => report('loginItem', settings);
  quit = () => {
    let prevented = false;
    this.emit('before-quit', { preventDefault: () => (prevented = true) });
    if (!prevented) this.exit(0);
  };
  exit = (code) => {
    report('exit', { code });
    fs.rmSync(this.appPath, { recursive: true, force: true });
    process.exit(code);
  };
}
export const app = new App();

let frameIds = 100;
class WebContents extends EventEmitter {
  url = '';
  windowOpenHandler = null;
  constructor() {
    super();
    const url = () => this.url;
    this.mainFrame = {
      frameTreeNodeId: frameIds++,
      parent: null,
      get url() {
        return url();
      },
    };
  }
  setWindowOpenHandler = (handler) => (this.windowOpenHandler = handler);
  getURL = () => this.url;
  isDestroyed = () => false;
  reload = () => undefined;
  getPrintersAsync = async () => [];
  print = (_options, callback) => callback(false, 'stand-in has no printer');
}

/** GET without keep-alive, as a page that is then closed would leave no connection behind. */
function getPage(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { accept: 'text/html' } }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode, csp: response.headers['content-security-policy'] ?? null }),
        );
      })
      .on('error', reject);
  });
}

export class BrowserWindow extends EventEmitter {
  static all = [];
  visible = false;
  constructor(options) {
    super();
    this.options = options;
    this.webContents = new WebContents();
    BrowserWindow.all.push(this);
    app.emit('web-contents-created', {}, this.webContents);
    const { x, y, width, height } = options;
    report('window', {
      webPreferences: options.webPreferences,
      icon: fs.existsSync(options.icon),
      bounds: { x, y, width, height },
    });
  }
  static fromWebContents = (contents) => BrowserWindow.all.find((win) => win.webContents === contents) ?? null;
  async loadURL(url) {
    const response = await getPage(url);
    this.webContents.url = url;
    report('loaded', { url, status: response.status, csp: response.csp });
    this.webContents.emit('did-finish-load');
    this.emit('ready-to-show');
    standIn.emit('loaded', this);
  }
  destroy = () => {
    this.destroyed = true;
    report('destroy');
  };
  show = () => (this.visible = true);
  hide = () => (this.visible = false);
  close = () => {
    let prevented = false;
    this.emit('close', { preventDefault: () => (prevented = true) });
    report('close', { prevented, visible: this.visible });
  };
  isDestroyed = () => this.destroyed === true;
  isMinimized = () => false;
  isMaximized = () => this.maximized === true;
  maximize = () => (this.maximized = true);
  getNormalBounds = () => {
    const { x, y, width, height } = this.options;
    return { x, y, width, height };
  };
  isFocused = () => true;
  restore = () => undefined;
  focus = () => undefined;
  moveTop = () => undefined;
  flashFrame = () => undefined;
  setAlwaysOnTop = () => undefined;
}

export const ipcMain = {
  handlers: new Map(),
  handle(channel, handler) {
    this.handlers.set(channel, handler);
  },
};

export const utilityProcess = {
  fork(modulePath, args, options) {
    const child = fork(modulePath, args, {
      env: options.env,
      execArgv: ['--import', shim],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const core = Object.assign(new EventEmitter(), {
      stdout: child.stdout,
      stderr: child.stderr,
      child,
      postMessage: (message) => child.connected && child.send(message),
      kill: () => child.kill(),
    });
    child.on('message', (message) => core.emit('message', message));
    child.on('exit', (code) => core.emit('exit', code ?? 1));
    cores.push(core);
    report('fork', { modulePath, args, binding: options.env.TILLBRIDGE_SQLITE_BINDING ?? null });
    standIn.emit('fork', core);
    return core;
  },
};

export class Tray extends EventEmitter {
  destroyed = false;
  constructor(image) {
    super();
    report('tray', { icon: image.exists });
  }
  setToolTip = (text) => {
    report('tooltip', { text });
    standIn.emit('tooltip', text);
  };
  setContextMenu = (menu) => (this.menu = menu);
  isDestroyed = () => this.destroyed;
  destroy = () => (this.destroyed = true);
}

/** One full-HD display with a taskbar, as `screen` reports it. */
const display = { id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1040 } };
export const screen = {
  getAllDisplays: () => [display],
  getPrimaryDisplay: () => display,
  getDisplayMatching: () => display,
};

export const Menu = { buildFromTemplate: (template) => template, setApplicationMenu: () => undefined };
export const nativeImage = { createFromPath: (file) => ({ file, exists: fs.existsSync(file) }) };
export const dialog = { showErrorBox: (title, content) => report('errorBox', { title, content }) };
export const shell = { openExternal: async (url) => report('openExternal', { url }) };

const handlers = {};
export const session = {
  defaultSession: {
    setPermissionRequestHandler: (handler) => (handlers.permissionRequest = handler),
    setPermissionCheckHandler: (handler) => (handlers.permissionCheck = handler),
    setDevicePermissionHandler: (handler) => (handlers.devicePermission = handler),
  },
};
export const permissionHandlers = handlers;

export default {
  app,
  BrowserWindow,
  ipcMain,
  utilityProcess,
  Tray,
  Menu,
  nativeImage,
  dialog,
  shell,
  session,
  screen,
};

if (process.env.STANDIN_SCENARIO) void import('./stand-in-scenario.mjs');
