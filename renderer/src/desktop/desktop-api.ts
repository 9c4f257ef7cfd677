/**
 * `window.tillbridge`, the Electron preload's API (docs/desktop.md); absent when the UI runs in a browser. Mirrors the
 * types of main/ipc-contract.ts, which the renderer's project cannot include.
 */
export interface PrintRequest {
  readonly printerName?: string;
  readonly copies?: number;
  readonly margins?: 'default' | 'none' | 'printableArea';
}

export type PrintResult = { readonly ok: true } | { readonly ok: false; readonly reason: string };

export interface PrinterSummary {
  readonly name: string;
  readonly displayName: string;
  readonly description: string;
}

export interface TillbridgeApi {
  print(options?: PrintRequest): Promise<PrintResult>;
  listPrinters(): Promise<readonly PrinterSummary[]>;
  focusWindow(): Promise<void>;
  appInfo(): Promise<unknown>;
}

export function desktopApi(): TillbridgeApi | undefined {
  return (window as unknown as { tillbridge?: TillbridgeApi }).tillbridge;
}
