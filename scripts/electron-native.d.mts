/** Types for electron-native.mjs (used by the Electron e2e spec to build better-sqlite3 for Electron first). */
export declare function electronVersion(): string;
export declare function electronNativeBinding(version?: string): string;
export declare function ensureElectronNative(): string;
