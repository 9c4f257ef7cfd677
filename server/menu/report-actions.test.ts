import { describe, expect, it } from 'vitest';
import { openDatabase } from '../storage/open-database.js';
import { bridgeMigrations } from '../storage/migrations/bridge/index.js';
import { tempDatabasePath } from '../storage/test-support/test-database.js';
import { GuestMemory } from './guest-memory.js';
import type { MenuRunContext } from './menu-run-context.js';
import { dayReportAction, xReport } from './report-actions.js';

/** A menu run on a fresh bridge database, by the window or a station, in `language`. */
function context(caller: MenuRunContext['caller'], language: MenuRunContext['language']): MenuRunContext {
  return {
    db: openDatabase(tempDatabasePath(), bridgeMigrations),
    venue: 'Cafe',
    width: 32,
    language,
    phoneRegion: 'RU',
    now: new Date('2026-11-29T12:00:00Z'),
    loyalty: {} as MenuRunContext['loyalty'],
    syncNow: () => Promise.reject(new Error('not used')),
    guests: new GuestMemory(),
    accruals: 'open',
    caller,
  };
}

describe('what a report says it did', () => {
  it('a station prints the report it gets and says so; the window shows it, to print or save as PDF', () => {
    expect(xReport(context('station', 'en')).display).toBe('X-report of the open shift printed.');
    expect(xReport(context('window', 'en')).display).toBe('X-report of the open shift: ready to print or save as PDF.');
    expect(xReport(context('window', 'ru')).display).toBe(
      'X-отчёт открытой смены: можно напечатать или сохранить в PDF.',
    );
    const day = { type: 'OneDate', value: '2026-11-29' } as const;
    expect(dayReportAction(context('station', 'ru'), day, 'День').display).toBe('Отчёт за 2026-11-29 напечатан.');
    expect(dayReportAction(context('window', 'en'), day, 'Day').display).toBe(
      'Report of 2026-11-29: ready to print or save as PDF.',
    );
  });
});
