import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bringToFront, type FrontableWindow } from './bring-to-front.js';

function fakeWindow(state: { minimized?: boolean; focusRefused?: boolean } = {}) {
  const calls: string[] = [];
  let destroyed = false;
  const win: FrontableWindow = {
    isDestroyed: () => destroyed,
    isMinimized: () => state.minimized ?? false,
    restore: () => calls.push('restore'),
    show: () => calls.push('show'),
    focus: () => calls.push('focus'),
    moveTop: () => calls.push('moveTop'),
    isFocused: () => !state.focusRefused,
    flashFrame: (flag) => calls.push(`flash:${flag}`),
    setAlwaysOnTop: (flag) => calls.push(`onTop:${flag}`),
  };
  return { win, calls, destroy: () => (destroyed = true) };
}

describe('bringToFront', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('restores a minimised window, shows, raises and focuses it, then drops always-on-top', () => {
    const { win, calls } = fakeWindow({ minimized: true });
    bringToFront(win, 1000);
    expect(calls).toEqual(['restore', 'show', 'onTop:true', 'moveTop', 'focus']);
    vi.advanceTimersByTime(999);
    expect(calls).not.toContain('onTop:false');
    vi.advanceTimersByTime(1);
    expect(calls.at(-1)).toBe('onTop:false');
  });

  it('flashes the taskbar button when the OS refused focus', () => {
    const { win, calls } = fakeWindow({ focusRefused: true });
    bringToFront(win, 1000);
    expect(calls).toContain('flash:true');
  });

  it('restarts the on-top period when asked again, releasing once', () => {
    const { win, calls } = fakeWindow();
    bringToFront(win, 1000);
    vi.advanceTimersByTime(800);
    bringToFront(win, 1000);
    vi.advanceTimersByTime(800);
    expect(calls.filter((c) => c === 'onTop:false')).toHaveLength(0);
    vi.advanceTimersByTime(200);
    expect(calls.filter((c) => c === 'onTop:false')).toHaveLength(1);
  });

  it('does nothing to a destroyed window, now or when the timer fires', () => {
    const { win, calls, destroy } = fakeWindow();
    bringToFront(win, 1000);
    destroy();
    vi.advanceTimersByTime(1000);
    expect(calls).not.toContain('onTop:false');
    calls.length = 0;
    bringToFront(win, 1000);
    expect(calls).toEqual([]);
  });
});
