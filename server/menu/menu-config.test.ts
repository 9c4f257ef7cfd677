import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultMenu } from './default-menu.js';
import { loadMenu, MenuConfigError, parseMenuFile } from './load-menu.js';
import { bracedGuid, dialogTypes, menuActions } from './menu-actions.js';
import { operationItems, resolveMenu, type MenuNode } from './menu-config.js';
import { editorVariants } from '../config/test-support/editor-variants.js';

const depth = (nodes: readonly MenuNode[]): number =>
  Math.max(0, ...nodes.map((node) => 1 + (node.items ? depth(node.items) : 0)));

describe('the default menu', () => {
  const items = resolveMenu(defaultMenu());

  it('is at least four levels deep, runs every action and uses all four dialog types', () => {
    expect(depth(items)).toBeGreaterThanOrEqual(4);
    const operations = operationItems(items);
    expect(new Set(operations.map((item) => item.action))).toEqual(new Set(Object.keys(menuActions)));
    expect(new Set(operations.flatMap((item) => (item.dialog ? [item.dialog.type] : [])))).toEqual(
      new Set(dialogTypes),
    );
  });

  it('has fixed, unique operation ids in braces (stable across restarts)', () => {
    const ids = operationItems(items).map((item) => item.operationId!);
    for (const id of ids) expect(id).toMatch(bracedGuid);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationItems(resolveMenu(defaultMenu())).map((item) => item.operationId)).toEqual(ids);
    expect(menuActions['x-report'].operationId).toBe('{6D3A2F10-8B4C-4E1D-9A57-1C0E5B7D2001}');
  });
});

describe('a venue menu file', () => {
  const yaml = `
items:
  - caption: Manager
    items:
      - caption: Day report
        action: day-report
        dialogCaption: Which day?
        purposeToLock: "{11111111-2222-3333-4444-555555555555}"
        userRight: "{AAAAAAAA-BBBB-CCCC-DDDD-EEEEEEEEEEEE}"
`;

  it('is read from YAML with optional attributes and a custom dialog caption', () => {
    const [manager] = parseMenuFile('menu.yaml', yaml);
    expect(manager!.items![0]).toEqual({
      caption: 'Day report',
      action: 'day-report',
      operationId: menuActions['day-report'].operationId,
      purposeToLock: '{11111111-2222-3333-4444-555555555555}',
      userRight: '{AAAAAAAA-BBBB-CCCC-DDDD-EEEEEEEEEEEE}',
      dialog: { type: 'OneDate', caption: 'Which day?' },
    });
  });

  it.each([
    [
      'an unknown action',
      { items: [{ caption: 'Reports', items: [{ caption: 'X', action: 'x-reprot' }] }] },
      /^menu\.json: item Reports → X, field action: must be one of x-report, /,
    ],
    [
      'a group with an action',
      { items: [{ caption: 'Reports', action: 'x-report', items: [{ caption: 'X', action: 'x-report' }] }] },
      /^menu\.json: item Reports: needs either "action" \(an operation\) or "items" \(a group\), not both$/,
    ],
    [
      'a userRight that is not a GUID',
      { items: [{ caption: 'A', items: [{ caption: 'B', action: 'sync-now', userRight: 'admin' }] }] },
      /^menu\.json: item A → B, field userRight: must be a GUID in braces/,
    ],
    [
      'an unknown key',
      { items: [{ caption: 'A', action: 'sync-now', colour: 'red' }] },
      /^menu\.json: item A: .*\(colour\)$/,
    ],
    [
      'an empty caption',
      { items: [{ caption: ' ', action: 'sync-now' }] },
      /^menu\.json: item #1, field caption: must not be empty$/,
    ],
    ['no items at all', { items: [] }, /^menu\.json: the menu, field items: the menu needs items$/],
    [
      'one operation id for two actions',
      {
        items: [
          { caption: 'A', action: 'sync-now' },
          { caption: 'B', action: 'x-report', operationId: menuActions['sync-now'].operationId },
        ],
      },
      /^menu\.json: operation id \{.*\} is used by "B" for another action$/,
    ],
  ])('refuses %s with an error naming the item', (_name, config, message) => {
    expect(() => parseMenuFile('menu.json', JSON.stringify(config))).toThrow(message);
  });

  it('refuses text that is not JSON or YAML', () => {
    expect(() => parseMenuFile('menu.json', '{"items": [')).toThrow(/^menu\.json is not valid JSON: /);
    expect(() => parseMenuFile('menu.yaml', 'items: [a, : b')).toThrow(MenuConfigError);
  });

  it('is found in the data folder and re-read when it changes; the default menu otherwise', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillbridge-menu-'));
    expect(loadMenu(dir).file).toBeUndefined();
    const file = path.join(dir, 'menu.yaml');
    fs.writeFileSync(file, yaml);
    expect(loadMenu(dir).items[0]!.caption).toBe('Manager');
    fs.writeFileSync(file, yaml.replace('Manager', 'Boss'));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(loadMenu(dir)).toMatchObject({ file, items: [{ caption: 'Boss' }] });
  });

  describe.each(editorVariants)('saved with %s', (_name, save) => {
    const json = JSON.stringify(
      { items: [{ caption: 'Кафе', items: [{ caption: 'X', action: 'x-report' }] }] },
      null,
      2,
    );
    const folder = (name: string, bytes: Buffer | string): string => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillbridge-menu-'));
      fs.writeFileSync(path.join(dir, name), bytes);
      return dir;
    };

    it('is read exactly like the plain file, YAML and JSON', () => {
      for (const [name, text] of [
        ['menu.yaml', yaml],
        ['menu.json', json],
      ] as const) {
        const plain = loadMenu(folder(name, text)).items;
        expect(loadMenu(folder(name, save(text))).items).toEqual(plain);
        expect(
          loadMenu(folder('venue-menu' + path.extname(name), save(text)), 'venue-menu' + path.extname(name)).items,
        ).toEqual(plain);
      }
    });

    it('names the line of a mistake as the editor shows it', () => {
      const dir = folder('menu.json', save('{\n  "items": [\n    { "caption": "X" "action": "x-report" }\n  ]\n}\n'));
      expect(() => loadMenu(dir)).toThrowError(
        new MenuConfigError(
          "menu.json is not valid JSON: Expected ',' or '}' after property value at line 3, column 22",
        ),
      );
      const yamlDir = folder('menu.yaml', save('items:\n  - caption: X\n     action: x-report\n'));
      expect(() => loadMenu(yamlDir)).toThrowError(
        new MenuConfigError(
          'menu.yaml is not valid YAML: Nested mappings are not allowed in compact mappings at line 2, column 14',
        ),
      );
    });
  });

  it('refuses a menu file in a legacy code page, naming it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillbridge-menu-'));
    fs.writeFileSync(path.join(dir, 'menu.yaml'), Buffer.from([0x69, 0x74, 0x65, 0x6d, 0x73, 0x3a, 0x20, 0xca]));
    expect(() => loadMenu(dir)).toThrowError(
      new MenuConfigError('menu.yaml is not UTF-8 text (saved in another encoding?); save it as UTF-8'),
    );
  });
});
