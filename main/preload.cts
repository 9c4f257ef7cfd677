// eslint-disable-next-line @typescript-eslint/no-require-imports -- a sandboxed preload is CommonJS and may only require('electron')
import electron = require('electron');
import type { IpcArgs, IpcChannel, IpcResult, TillbridgeApi } from '../shared/desktop/ipc-contract.js';

/** Typed against the contract; the channel strings are literals because the contract has no runtime module. */
function invoke<C extends IpcChannel>(channel: C, ...args: IpcArgs<C>): Promise<IpcResult<C>> {
  return electron.ipcRenderer.invoke(channel, ...args) as Promise<IpcResult<C>>;
}

const api: TillbridgeApi = {
  print: (options) => invoke('tillbridge:print', options),
  listPrinters: () => invoke('tillbridge:list-printers'),
  focusWindow: () => invoke('tillbridge:focus-window'),
  appInfo: () => invoke('tillbridge:app-info'),
  openConsole: () => invoke('tillbridge:open-console'),
};

electron.contextBridge.exposeInMainWorld('tillbridge', Object.freeze(api));
