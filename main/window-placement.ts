import { screen, type BrowserWindow } from 'electron';
import type { Logger } from 'pino';
import { initialPlacement, minimumSize, type WindowPlacement } from './window-bounds.js';
import { readWindowState, writeWindowState } from './window-state.js';

/** Resizing and moving fire many events; the placement is written once the window has been still this long. */
const settleMs = 500;

/** Where the window opens now: the saved placement if a connected display still holds it, else fitted to one. */
export function placementForStart(dataDir: string): WindowPlacement {
  const workAreas = screen.getAllDisplays().map((display) => display.workArea);
  return initialPlacement(readWindowState(dataDir), workAreas, screen.getPrimaryDisplay().workArea);
}

/** The window's minimum size, never larger than the screen it opens on. */
export function minimumFor(placement: WindowPlacement): { minWidth: number; minHeight: number } {
  return {
    minWidth: Math.min(minimumSize.width, placement.bounds.width),
    minHeight: Math.min(minimumSize.height, placement.bounds.height),
  };
}

/**
 * Maximizes the window when it is first shown if it was left maximized (maximizing a hidden window would show it,
 * and a window started at login stays hidden), and saves its placement whenever it settles or is closed to the tray.
 */
export function keepPlacement(win: BrowserWindow, placement: WindowPlacement, dataDir: string, logger: Logger): void {
  if (placement.maximized) win.once('show', () => win.maximize());
  let timer: NodeJS.Timeout | undefined;
  const save = (): void => {
    clearTimeout(timer);
    if (win.isDestroyed() || win.isMinimized()) return;
    try {
      writeWindowState(dataDir, { bounds: win.getNormalBounds(), maximized: win.isMaximized() });
    } catch (error) {
      logger.warn({ err: error }, 'window placement not saved');
    }
  };
  const later = (): void => {
    clearTimeout(timer);
    timer = setTimeout(save, settleMs);
    timer.unref();
  };
  win.on('resize', later);
  win.on('move', later);
  win.on('maximize', later);
  win.on('unmaximize', later);
  win.on('close', save);
}
