import type { TillbridgeApi } from '../../../shared/desktop/ipc-contract';

/** `window.tillbridge`, the Electron preload's API (docs/desktop.md); absent when the UI runs in a browser. */
export function desktopApi(): TillbridgeApi | undefined {
  return (window as unknown as { tillbridge?: TillbridgeApi }).tillbridge;
}
