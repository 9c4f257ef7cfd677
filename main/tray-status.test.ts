import { describe, expect, it } from 'vitest';
import { trayText } from './tray-status.js';

describe('trayText', () => {
  it('names the address while running', () => {
    expect(trayText({ state: 'running', url: 'http://127.0.0.1:1220' }, 5)).toEqual({
      tooltip: 'Tillbridge: Bridge running at 127.0.0.1:1220',
      statusLine: 'Bridge running at 127.0.0.1:1220',
    });
  });

  it('describes starting, restarting and stopped', () => {
    expect(trayText({ state: 'starting' }, 5).statusLine).toBe('Bridge starting…');
    expect(trayText({ state: 'restarting', attempt: 2, delayMs: 2000, exitCode: 1 }, 5).statusLine).toBe(
      'Bridge restarting (attempt 2 of 5)',
    );
    expect(trayText({ state: 'stopped' }, 5).statusLine).toBe('Bridge stopped');
  });

  it('keeps a long failure within the Windows tooltip limit', () => {
    const text = trayText({ state: 'failed', message: 'x'.repeat(400) }, 5);
    expect(text.tooltip.length).toBeLessThanOrEqual(127);
    expect(text.tooltip.endsWith('…')).toBe(true);
    expect(text.statusLine.length).toBeLessThanOrEqual(80);
  });
});

describe('trayText in the till’s language', () => {
  it('speaks Russian when the setting says so', () => {
    expect(trayText({ state: 'running', url: 'http://127.0.0.1:1220' }, 5, 'ru')).toEqual({
      tooltip: 'Tillbridge: Мост работает на 127.0.0.1:1220',
      statusLine: 'Мост работает на 127.0.0.1:1220',
    });
    expect(trayText({ state: 'restarting', attempt: 2, delayMs: 2000, exitCode: 1 }, 5, 'ru').statusLine).toBe(
      'Мост перезапускается (попытка 2 из 5)',
    );
  });
});
