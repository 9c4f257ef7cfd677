import type { Database } from 'better-sqlite3';
import { beforeEach, describe, expect, it } from 'vitest';
import { bridgeMigrations } from '../storage/migrations/bridge/index.js';
import { openDatabase } from '../storage/open-database.js';
import { tempDatabasePath } from '../storage/test-support/test-database.js';
import { seedPayments } from '../payments/test-support/seed-payments.js';
import { paymentsByAmount } from './payments-by-amount.js';
import { closeShift, currentShiftReport, periodReport, reprintShift } from './shift-reports.js';

const station = '{6A2E1C43-1F0B-4C5A-9D1E-0B8A4C3F2E11}';
let db: Database;
const ctx = (width = 32) => ({
  db,
  venue: 'Кафе «Тиллбридж»',
  width,
  now: new Date('2026-11-21T20:00:00Z'),
  language: 'ru' as const,
});
const text = (docs: readonly { lines: readonly string[] }[]): string => docs.flatMap((d) => d.lines).join('\n');

beforeEach(() => {
  db = openDatabase(tempDatabasePath(), bridgeMigrations);
  seedPayments(db, [
    { id: 'p1', state: 'confirmed', amountMinor: 288000, tipMinor: 10000, createdAt: '2026-11-21T09:00:00.000Z' },
    { id: 'p2', state: 'confirmed', amountMinor: 1050, station, createdAt: '2026-11-21T10:00:00.000Z' },
    { id: 'p3', state: 'voided', amountMinor: 700, tipMinor: 100, createdAt: '2026-11-21T12:00:00.000Z' },
    { id: 'p4', state: 'awaiting_guest', amountMinor: 1234, station, createdAt: '2026-11-21T14:00:00.000Z' },
  ]);
});

describe('Russian shift reports', () => {
  it('prints the Z-report with Russian titles, labels and comma amounts', () => {
    const lines = closeShift(ctx(), { station }).documents[0]!.lines;
    expect(lines.slice(0, 3)).toEqual(['        Кафе «Тиллбридж»', '          Z-ОТЧЁТ № 1', '-'.repeat(32)]);
    expect(lines).toContain('Закрыла касса            Касса 2');
    expect(lines).toContain('Всего оплат                    3');
    expect(lines).toContain('Подтверждено (2)         2890,50');
    expect(lines).toContain('Оплачено всего (2)       2890,50');
    expect(lines).toContain('Чаевые (1)                100,00');
    expect(lines).toContain('Оплачено с чаевыми       2990,50');
    expect(lines).toContain('Сторнировано (1)           -8,00');
    expect(lines).toContain('     ПО ПЛАТЁЖНЫМ СИСТЕМАМ');
    expect(lines).toContain('           ПО КАССАМ');
    expect(lines.map((line) => line.trim()).join(' ')).toContain('1 оплата не завершена и войдёт в следующую смену');
  });

  it('prints the X-report, a copy, the day and period reports and the amount list in Russian', () => {
    expect(text(currentShiftReport(ctx()))).toMatch(/X-ОТЧЁТ, смена № 1 \(открыта\)[\s\S]*Всего оплат +4/);
    closeShift(ctx());
    expect(reprintShift(ctx(), 1)![0]!.lines[0]!.trim()).toMatch(/^КОПИЯ, напечатана 21\.11\.2026/);
    const day = new Date('2026-11-21T12:00:00.000Z');
    expect(text(periodReport(ctx(), day, day))).toContain('ОТЧЁТ ЗА ДЕНЬ 21.11.2026');
    expect(text(periodReport(ctx(), new Date(2026, 10, 1), new Date(2026, 10, 30)))).toMatch(
      /ОТЧЁТ ЗА ПЕРИОД[\s\S]*С +01\.11\.2026\nПо +30\.11\.2026\nВремя печати/,
    );
    const found = text(paymentsByAmount(ctx(48), 500, 1050));
    expect(found).toMatch(/ОПЛАТЫ ПО СУММЕ\nОт +5,00\nДо +10,50\nНайдено +2/);
    expect(found).toMatch(/Подтверждено\n/);
    expect(found).toMatch(/Сторнировано\n/);
  });

  it.each([32, 42, 48])('keeps every line of every report within %i characters', (width) => {
    const all = [
      ...currentShiftReport(ctx(width)),
      ...closeShift(ctx(width), { station }).documents,
      ...reprintShift(ctx(width), 1)!,
      ...periodReport(ctx(width), new Date(2026, 10, 1), new Date(2026, 10, 30)),
      ...paymentsByAmount(ctx(width), 0, 10_000_000),
    ];
    for (const line of all.flatMap((d) => d.lines)) expect(line.length).toBeLessThanOrEqual(width);
  });
});
