/** A rectangle in screen coordinates (Electron's `Rectangle`), in DIPs. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Where the window was last left: its normal (not maximized) bounds, and whether it was maximized. */
export interface WindowPlacement {
  readonly bounds: Rect;
  readonly maximized: boolean;
}

/** The smallest window the pages are laid out for (the payment prompt still fits it). */
export const minimumSize = { width: 800, height: 600 } as const;

/** The size the window opens at where the screen has room; a smaller one (a 1024×768 till) gets all of it. */
export const preferredSize = { width: 1440, height: 900 } as const;

const area = (rect: Rect): number => Math.max(0, rect.width) * Math.max(0, rect.height);

function intersection(a: Rect, b: Rect): Rect {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  return {
    x,
    y,
    width: Math.min(a.x + a.width, b.x + b.width) - x,
    height: Math.min(a.y + a.height, b.y + b.height) - y,
  };
}

const contains = (outer: Rect, inner: Rect): boolean =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

/** The work area (screen minus taskbar) that holds most of `rect`; `fallback` when it lies on none of them. */
export function workAreaMatching(rect: Rect, workAreas: readonly Rect[], fallback: Rect): Rect {
  let best: Rect | undefined;
  let bestArea = 0;
  for (const workArea of workAreas) {
    const shared = area(intersection(rect, workArea));
    if (shared > bestArea) [best, bestArea] = [workArea, shared];
  }
  return best ?? fallback;
}

/**
 * A new window on `workArea`: the preferred size centred where it fits, else the whole work area, maximized, so a
 * 1024×768 till shows every page without scrolling sideways.
 */
export function fitToWorkArea(workArea: Rect): WindowPlacement {
  const roomy = workArea.width > preferredSize.width && workArea.height > preferredSize.height;
  if (!roomy) return { bounds: { ...workArea }, maximized: true };
  const { width, height } = preferredSize;
  return {
    bounds: {
      x: workArea.x + Math.floor((workArea.width - width) / 2),
      y: workArea.y + Math.floor((workArea.height - height) / 2),
      width,
      height,
    },
    maximized: false,
  };
}

/**
 * Where the window opens: where it was left if those bounds still lie whole on a connected display's work area (a
 * display may have been unplugged or its resolution lowered since); else fitted to the display that holds most of the
 * saved window, or to the primary display on the first start. A maximized window stays maximized.
 */
export function initialPlacement(
  saved: WindowPlacement | undefined,
  workAreas: readonly Rect[],
  primaryWorkArea: Rect,
): WindowPlacement {
  if (!saved) return fitToWorkArea(primaryWorkArea);
  const bigEnough = saved.bounds.width >= minimumSize.width && saved.bounds.height >= minimumSize.height;
  if (bigEnough && workAreas.some((workArea) => contains(workArea, saved.bounds))) return saved;
  const fitted = fitToWorkArea(workAreaMatching(saved.bounds, workAreas, primaryWorkArea));
  return { bounds: fitted.bounds, maximized: fitted.maximized || saved.maximized };
}
