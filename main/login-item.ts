import { app } from 'electron';
import { loginItemSupported, readDesktopSettings, wantsOpenAtLogin, writeDesktopSettings } from './desktop-settings.js';
import { hiddenFlag } from './launch-options.js';

/** The "start at login" app setting: read from desktop-settings.json, applied to the OS on every start. */
export class LoginItem {
  readonly supported: boolean;

  constructor(private readonly dataDir: string) {
    this.supported = loginItemSupported(app.isPackaged, process.platform);
  }

  get enabled(): boolean {
    return wantsOpenAtLogin(readDesktopSettings(this.dataDir), app.isPackaged, process.platform);
  }

  /** Re-registers the login item, so it follows the executable after an update or a reinstall elsewhere. */
  apply(): void {
    if (this.supported) app.setLoginItemSettings({ openAtLogin: this.enabled, args: [hiddenFlag] });
  }

  /** Records the user's choice, which then overrides the platform default. */
  set(enabled: boolean): void {
    writeDesktopSettings(this.dataDir, { ...readDesktopSettings(this.dataDir), openAtLogin: enabled });
    this.apply();
  }
}
