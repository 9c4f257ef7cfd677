import { BrowserWindow, type BrowserWindowConstructorOptions } from 'electron';
import { secureWebPreferences } from './secure-web-preferences.js';
import { preloadPath } from './shell-paths.js';

/** Window options a caller may choose; webPreferences are not among them. */
export type SecureWindowOptions = Omit<BrowserWindowConstructorOptions, 'webPreferences'>;

/** The one way the shell creates a window: sandboxed, context-isolated, no Node, the narrow preload. */
export function createSecureWindow(options: SecureWindowOptions, devTools: boolean): BrowserWindow {
  return new BrowserWindow({ ...options, webPreferences: secureWebPreferences(preloadPath, devTools) });
}
