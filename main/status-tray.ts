import { Menu, Tray, nativeImage, type MenuItem } from 'electron';
import type { Language } from '../shared/i18n/language.js';
import type { CoreStatus } from './core-supervisor.js';
import type { LoginItem } from './login-item.js';
import { assetPath } from './shell-paths.js';
import { shellTexts } from './shell-texts.js';
import { trayText } from './tray-status.js';

export interface TrayActions {
  readonly show: () => void;
  readonly quit: () => void;
  readonly loginItem: LoginItem;
  readonly maxAttempts: number;
  readonly language: Language;
}

/** The tray icon: tooltip and menu follow the bridge core's status. */
export class StatusTray {
  private readonly tray: Tray;
  private status: CoreStatus = { state: 'starting' };

  constructor(private readonly actions: TrayActions) {
    // nativeImage picks tray@2x.png beside tray.png on high-DPI screens.
    this.tray = new Tray(nativeImage.createFromPath(assetPath('tray.png')));
    this.tray.on('click', () => actions.show());
    this.render();
  }

  update(status: CoreStatus): void {
    this.status = status;
    this.render();
  }

  destroy(): void {
    if (!this.tray.isDestroyed()) this.tray.destroy();
  }

  private render(): void {
    if (this.tray.isDestroyed()) return;
    const text = trayText(this.status, this.actions.maxAttempts, this.actions.language);
    const say = shellTexts(this.actions.language);
    const { loginItem } = this.actions;
    this.tray.setToolTip(text.tooltip);
    this.tray.setContextMenu(
      Menu.buildFromTemplate([
        { label: say.show, click: () => this.actions.show() },
        { label: text.statusLine, enabled: false },
        ...(loginItem.supported
          ? [
              { type: 'separator' as const },
              {
                label: say.startAtLogin,
                type: 'checkbox' as const,
                checked: loginItem.enabled,
                click: (item: MenuItem) => {
                  loginItem.set(item.checked);
                  this.render();
                },
              },
            ]
          : []),
        { type: 'separator' },
        { label: say.quit, click: () => this.actions.quit() },
      ]),
    );
  }
}
