import { describe, expect, it } from 'vitest';
import { fitToWorkArea, initialPlacement, workAreaMatching, type Rect } from './window-bounds.js';

/** A 1024×768 till panel with a 40-pixel taskbar at the bottom. */
const till: Rect = { x: 0, y: 0, width: 1024, height: 728 };
/** A full-HD screen with its taskbar. */
const fullHd: Rect = { x: 0, y: 0, width: 1920, height: 1040 };
/** A second full-HD screen to the right of the first. */
const secondFullHd: Rect = { x: 1920, y: 0, width: 1920, height: 1040 };

describe('a new window', () => {
  it('fills a small till screen, maximized, rather than open wider than it', () => {
    expect(fitToWorkArea(till)).toEqual({ bounds: till, maximized: true });
    const laptop = { x: 0, y: 0, width: 1366, height: 728 };
    expect(fitToWorkArea(laptop)).toEqual({ bounds: laptop, maximized: true });
  });

  it('opens at its preferred size, centred, on a screen with room', () => {
    expect(fitToWorkArea(fullHd)).toEqual({ bounds: { x: 240, y: 70, width: 1440, height: 900 }, maximized: false });
    expect(fitToWorkArea(secondFullHd).bounds.x).toBe(1920 + 240);
  });

  it('opens on the primary display on the first start', () => {
    expect(initialPlacement(undefined, [secondFullHd, till], till)).toEqual({ bounds: till, maximized: true });
  });
});

describe('restoring where the window was left', () => {
  const left = { bounds: { x: 100, y: 50, width: 1200, height: 800 }, maximized: false };

  it('restores size and position that still lie on a connected display', () => {
    expect(initialPlacement(left, [fullHd], fullHd)).toEqual(left);
    const onSecond = { bounds: { x: 2000, y: 100, width: 1000, height: 700 }, maximized: true };
    expect(initialPlacement(onSecond, [fullHd, secondFullHd], fullHd)).toEqual(onSecond);
  });

  it('fits the window again when its display is gone', () => {
    const onSecond = { bounds: { x: 2000, y: 100, width: 1000, height: 700 }, maximized: false };
    expect(initialPlacement(onSecond, [fullHd], fullHd)).toEqual(fitToWorkArea(fullHd));
  });

  it('fits the window again when the screen became smaller than it (same display, lower resolution)', () => {
    expect(initialPlacement(left, [till], till)).toEqual({ bounds: till, maximized: true });
  });

  it('fits the window on the display that holds most of it when it hangs over an edge', () => {
    const straddling = { bounds: { x: 1700, y: 100, width: 1200, height: 800 }, maximized: false };
    expect(initialPlacement(straddling, [fullHd, secondFullHd], fullHd)).toEqual(fitToWorkArea(secondFullHd));
  });

  it('keeps a maximized window maximized on the display it was on', () => {
    const maximizedGone = { bounds: { x: 2000, y: 0, width: 1400, height: 900 }, maximized: true };
    expect(initialPlacement(maximizedGone, [fullHd], fullHd)).toEqual({
      bounds: fitToWorkArea(fullHd).bounds,
      maximized: true,
    });
  });

  it('does not restore a window shrunk below the size the pages are laid out for', () => {
    const tiny = { bounds: { x: 10, y: 10, width: 300, height: 200 }, maximized: false };
    expect(initialPlacement(tiny, [fullHd], fullHd)).toEqual(fitToWorkArea(fullHd));
  });
});

describe('the display a window is on', () => {
  it('is the one holding most of it, or the fallback when it lies on none', () => {
    const rect = { x: 1800, y: 0, width: 400, height: 400 };
    expect(workAreaMatching(rect, [fullHd, secondFullHd], till)).toBe(secondFullHd);
    expect(workAreaMatching({ x: 9000, y: 9000, width: 10, height: 10 }, [fullHd], till)).toBe(till);
  });
});
