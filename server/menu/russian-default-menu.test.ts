import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultMenu } from './default-menu.js';
import { expectDialog, dialogDate, dialogNumber, orderedInterval } from './dialog-result.js';
import { loadMenu } from './load-menu.js';
import { dialogTypes, menuActions, type MenuActionName } from './menu-actions.js';
import { operationItems, resolveMenu, type MenuNode } from './menu-config.js';

const depth = (nodes: readonly MenuNode[]): number =>
  Math.max(0, ...nodes.map((node) => 1 + (node.items ? depth(node.items) : 0)));

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'tillbridge-menu-ru-'));

describe('the Russian default menu', () => {
  const items = resolveMenu(defaultMenu('ru'));

  it('is four levels deep, runs every action and uses all four dialog types, with the English ids', () => {
    expect(depth(items)).toBe(4);
    const operations = operationItems(items);
    expect(new Set(operations.map((item) => item.action))).toEqual(new Set(Object.keys(menuActions)));
    expect(new Set(operations.flatMap((item) => (item.dialog ? [item.dialog.type] : [])))).toEqual(
      new Set(dialogTypes),
    );
    const english = operationItems(resolveMenu(defaultMenu('en')));
    expect(operations.map((item) => item.operationId)).toEqual(english.map((item) => item.operationId));
  });

  it('has Russian captions at every level and Russian dialog captions', () => {
    expect(items.map((item) => item.caption)).toEqual(['Отчёты', 'X-отчёт', 'Оплаты', 'Гости', 'Сервис']);
    const dialogs = Object.fromEntries(operationItems(items).map((item) => [item.action, item.dialog?.caption]));
    expect(dialogs).toEqual({
      'x-report': undefined,
      'reprint-z-report': 'Номер смены',
      'period-report': 'Период: первый и последний день',
      'day-report': 'День',
      'payments-by-amount': 'Сумма от / до',
      'guest-balance': 'Телефон или номер карты',
      'accrue-bonuses': 'Сколько бонусов начислить',
      'accrue-reason': 'Причина: 1 Жалоба, 2 День рождения, 3 Ошибка кассы, 4 Акция не сработала, 5 Другое',
      'sync-now': undefined,
      'test-connection': undefined,
    } satisfies Record<MenuActionName, string | undefined>);
    for (const item of operationItems(items)) expect(item.caption).toMatch(/[А-Яа-яЁё]/);
  });

  it('keeps the English dialog captions equal to the actions’ defaults', () => {
    for (const item of operationItems(resolveMenu(defaultMenu())))
      expect(item.dialog?.caption).toBe(
        (menuActions[item.action!] as { dialog?: { caption: string } }).dialog?.caption,
      );
  });
});

describe('loadMenu per language', () => {
  it('keeps one resolved default menu per language, the same object on every call', () => {
    const dir = tempDir();
    const english = loadMenu(dir);
    const russian = loadMenu(dir, undefined, 0, 'ru');
    expect(russian.file).toBeUndefined();
    expect(russian.items[0]!.caption).toBe('Отчёты');
    expect(english.items[0]!.caption).toBe('Reports');
    expect(loadMenu(tempDir(), undefined, 0, 'ru')).toBe(russian);
    expect(loadMenu(dir, undefined, 1000, 'ru')).toBe(russian);
    expect(loadMenu(dir, undefined, 0, 'en')).toBe(english);
  });

  it('serves a venue menu file as written, whatever the language', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'menu.json'), JSON.stringify({ items: [{ caption: 'Z', action: 'x-report' }] }));
    expect(loadMenu(dir, undefined, 0, 'ru').items[0]!.caption).toBe('Z');
  });
});

describe('dialog values in Russian', () => {
  it('tells the cashier what is wrong in Russian', () => {
    expect(() => expectDialog(undefined, 'OneDate', 'День', 'ru')).toThrow('День: значение не введено.');
    expect(() => dialogDate('2026-02-30', 'День', 'ru')).toThrow('День: «2026-02-30» — не дата (ГГГГ-ММ-ДД).');
    expect(() => dialogNumber('ten', 'Сумма от', 'ru')).toThrow('Сумма от: «ten» — не число.');
    expect(() => orderedInterval(2, 1, 'Период', (a, b) => a < b, 'ru')).toThrow('Период: начало позже конца.');
  });
});
