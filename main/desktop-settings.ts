import path from 'node:path';
import { readHandEditedFile } from '../server/config/hand-edited-file.js';
import { writeFileAtomic } from '../server/storage/atomic-file.js';

/** The shell's own settings (the bridge's live in bridge.config.json); a file in the data folder. */
export interface DesktopSettings {
  /** null until the user chooses; then the platform default no longer applies. */
  readonly openAtLogin: boolean | null;
}

export const desktopSettingsFile = 'desktop-settings.json';

const defaults: DesktopSettings = { openAtLogin: null };

/** Reads the settings; a missing or unreadable file gives the defaults (the shell must start regardless). */
export function readDesktopSettings(dataDir: string): DesktopSettings {
  try {
    const raw = JSON.parse(readHandEditedFile(path.join(dataDir, desktopSettingsFile))) as unknown;
    const openAtLogin = (raw as { openAtLogin?: unknown } | null)?.openAtLogin;
    return { openAtLogin: typeof openAtLogin === 'boolean' ? openAtLogin : null };
  } catch {
    return defaults;
  }
}

/** Writes the settings atomically: a crash leaves the old file or the new one. */
export function writeDesktopSettings(dataDir: string, settings: DesktopSettings): void {
  writeFileAtomic(path.join(dataDir, desktopSettingsFile), JSON.stringify(settings, null, 2) + '\n');
}

/**
 * Whether the user's own login item applies (a packaged macOS build). On Windows the installer starts the app with
 * every user's session (main/installer/tillbridge.nsh), so no per-user item is added beside it.
 */
export function loginItemSupported(packaged: boolean, platform: NodeJS.Platform): boolean {
  return packaged && platform === 'darwin';
}

/** The user's login item: off until the user turns it on. */
export function wantsOpenAtLogin(settings: DesktopSettings, packaged: boolean, platform: NodeJS.Platform): boolean {
  if (!loginItemSupported(packaged, platform)) return false;
  return settings.openAtLogin ?? false;
}
