/**
 * The one IPC contract between the preload (`window.tillbridge`) and the main process: types only, because the
 * sandboxed preload can `require('electron')` and nothing else, so it imports this file with `import type`.
 */

/** What the page may ask of the printer; everything is optional and validated again in the main process. */
export interface PrintRequest {
  /** The OS name of a printer from `listPrinters()`; the default printer when left out. */
  readonly printerName?: string;
  /** 1 to 10 copies; 1 when left out. */
  readonly copies?: number;
  /** `none` suits receipt printers that manage their own margins. */
  readonly margins?: 'default' | 'none' | 'printableArea';
}

export type PrintResult = { readonly ok: true } | { readonly ok: false; readonly reason: string };

export interface PrinterSummary {
  readonly name: string;
  readonly displayName: string;
  readonly description: string;
}

export interface AppInfo {
  readonly name: string;
  readonly version: string;
  readonly electron: string;
  readonly chrome: string;
  readonly node: string;
  readonly platform: string;
  readonly arch: string;
  readonly packaged: boolean;
  readonly dataDir: string;
}

/** Channel name → the arguments the page sends and the value it gets back. */
export interface IpcContract {
  'tillbridge:print': { readonly args: [options?: PrintRequest]; readonly result: PrintResult };
  'tillbridge:list-printers': { readonly args: []; readonly result: readonly PrinterSummary[] };
  'tillbridge:focus-window': { readonly args: []; readonly result: void };
  'tillbridge:app-info': { readonly args: []; readonly result: AppInfo };
  'tillbridge:open-console': { readonly args: []; readonly result: void };
}

export type IpcChannel = keyof IpcContract;
export type IpcArgs<C extends IpcChannel> = IpcContract[C]['args'];
export type IpcResult<C extends IpcChannel> = IpcContract[C]['result'];

/** `window.tillbridge` as the page sees it: these named methods and nothing else. */
export interface TillbridgeApi {
  /** Prints the current page silently to the named printer (or the default one). */
  print(options?: PrintRequest): Promise<PrintResult>;
  listPrinters(): Promise<readonly PrinterSummary[]>;
  /** Brings the window to the front and keeps it on top for a moment (a payment waits for the cashier). */
  focusWindow(): Promise<void>;
  appInfo(): Promise<AppInfo>;
  /** Opens the embedded loyalty service's console (`/admin/`) in a window of its own, or brings it up. */
  openConsole(): Promise<void>;
}
