/** The BrowserWindow methods used to bring a window to the front (a structural type, so it can be tested). */
export interface FrontableWindow {
  isDestroyed(): boolean;
  isMinimized(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
  moveTop(): void;
  isFocused(): boolean;
  flashFrame(flag: boolean): void;
  setAlwaysOnTop(flag: boolean, level?: 'floating' | 'pop-up-menu' | 'screen-saver'): void;
}

/** How long a window stays on top after a payment asked for the cashier, so the POS screen cannot cover it at once. */
export const onTopMillis = 4000;

const pendingRelease = new WeakMap<FrontableWindow, ReturnType<typeof setTimeout>>();

/**
 * Restores, shows and focuses the window and keeps it always-on-top for a moment (Windows refuses plain focus()
 * from a background app, but not a topmost window); flashes the taskbar button if focus was still refused.
 */
export function bringToFront(win: FrontableWindow, millis: number = onTopMillis): void {
  if (win.isDestroyed()) return;
  if (win.isMinimized()) win.restore();
  win.show();
  win.setAlwaysOnTop(true, 'pop-up-menu');
  win.moveTop();
  win.focus();
  if (!win.isFocused()) win.flashFrame(true);
  clearTimeout(pendingRelease.get(win));
  pendingRelease.set(
    win,
    setTimeout(() => {
      pendingRelease.delete(win);
      if (!win.isDestroyed()) win.setAlwaysOnTop(false);
    }, millis),
  );
}
