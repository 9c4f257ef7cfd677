import path from 'node:path';

/** Flags of the app's own (`--hidden`: started at login, stay in the tray until a payment needs the window). */
export const hiddenFlag = '--hidden';

export interface LaunchOptions {
  /** Bridge flags from the command line, as `--name value` pairs, without `--data-dir`. */
  readonly bridgeFlags: readonly string[];
  /** The user's `--data-dir`, or null when none was given. */
  readonly dataDirFlag: string | null;
  readonly hidden: boolean;
}

/**
 * Picks the bridge's own flags (`--name value` or `--name=value`) out of the Electron process's argv, which also
 * holds the executable, the app folder in development and Chromium switches (Playwright adds `--inspect=0`, for
 * example); anything else is left to Electron.
 */
export function parseLaunchOptions(argv: readonly string[], bridgeFlagNames: readonly string[]): LaunchOptions {
  const bridgeFlags: string[] = [];
  let dataDirFlag: string | null = null;
  let hidden = false;
  for (let i = 1; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === hiddenFlag) {
      hidden = true;
      continue;
    }
    const match = /^--([a-z][a-z-]*)(?:=(.*))?$/s.exec(arg);
    if (!match || !bridgeFlagNames.includes(match[1]!)) continue;
    let value = match[2];
    if (value === undefined) {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) continue;
      value = next;
      i++;
    }
    if (match[1] === 'data-dir') dataDirFlag = value;
    else bridgeFlags.push(`--${match[1]}`, value);
  }
  return { bridgeFlags, dataDirFlag, hidden };
}

/** The data folder, chosen as `npm run serve` chooses it: flag, then TILLBRIDGE_DATA_DIR, then the app-data folder. */
export function resolveDataDir(dataDirFlag: string | null, env: NodeJS.ProcessEnv, defaultDir: string): string {
  return path.resolve(dataDirFlag ?? (env.TILLBRIDGE_DATA_DIR || defaultDir));
}

/** Arguments for `utility-entry.js`: the same flags as `npm run serve`, with the resolved data folder first. */
export function coreArgs(dataDir: string, bridgeFlags: readonly string[]): string[] {
  return ['--data-dir', dataDir, ...bridgeFlags];
}

/** Where `scripts/electron-native.mjs` puts better-sqlite3 built for this Electron version. */
export function devNativeBindingPath(appRoot: string, electronVersion: string): string {
  return path.join(appRoot, '.electron-native', electronVersion, 'better_sqlite3.node');
}

/**
 * The core's environment: in development it loads better-sqlite3 built for Electron's ABI (when that build exists);
 * a packaged app's node_modules were rebuilt for Electron by electron-builder, so no override is passed on.
 */
export function coreEnv(
  env: NodeJS.ProcessEnv,
  packaged: boolean,
  devBinding: string,
  exists: (file: string) => boolean,
): NodeJS.ProcessEnv {
  const result: NodeJS.ProcessEnv = { ...env };
  delete result.TILLBRIDGE_SQLITE_BINDING;
  delete result.ELECTRON_RUN_AS_NODE;
  if (!packaged && exists(devBinding)) result.TILLBRIDGE_SQLITE_BINDING = devBinding;
  return result;
}
