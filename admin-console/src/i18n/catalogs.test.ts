import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every key of a catalog, dotted (`errors.404`), in order. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, item]) => keysOf(item, prefix ? `${prefix}.${key}` : key));
}

const read = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));

describe("the console's catalogs", () => {
  const pages = fs.readdirSync(src).filter((dir) => fs.existsSync(path.join(src, dir, 'locales', 'en.json')));

  it('exist for every page that says anything', () => {
    expect(pages).toEqual(expect.arrayContaining(['app', 'audit', 'campaigns', 'guests', 'keys', 'reports', 'venues']));
  });

  it.each(pages)('%s: Russian has exactly the English keys, none empty', (page) => {
    const en = read(path.join(src, page, 'locales', 'en.json'));
    const ru = read(path.join(src, page, 'locales', 'ru.json'));
    expect(keysOf(ru).sort()).toEqual(keysOf(en).sort());
    const empty = (catalog: unknown) =>
      keysOf(catalog).filter(
        (key) => key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], catalog) === '',
      );
    expect(empty(en)).toEqual([]);
    expect(empty(ru)).toEqual([]);
  });
});
