import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { StartupError } from '../../core/startup-error.js';
import { loyaltyMigrations } from '../../storage/migrations/loyalty/index.js';
import { openDatabase, type Database } from '../../storage/open-database.js';
import { findApiKey, listApiKeys } from '../api-keys/api-key-store.js';
import { applyBootstrap, readBootstrap } from './apply-bootstrap.js';
import { embeddedAccessFile, ensureEmbeddedAccess } from './embedded-default.js';
import { editorVariants } from '../../config/test-support/editor-variants.js';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

function tempDb(): { db: Database; dir: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loyalty-boot-'));
  const db = openDatabase(path.join(dir, 'loyalty.sqlite'), loyaltyMigrations);
  cleanups.push(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return { db, dir };
}

const yaml = `
networks:
  - { code: city, name: City cafes }
venues:
  - { posObjectId: cafe-1, name: Cafe 1, network: city }
  - { posObjectId: kiosk, name: Kiosk }
apiKeys:
  - { label: pos, networks: [city], venues: [kiosk] }
  - { label: fixed, key: fixed-key-0123456789, venues: [kiosk] }
programmes:
  - network: city
    maxBonusSharePercent: 30
    ranks:
      - { name: Base, threshold: 0, cashbackPercentage: 3 }
      - { name: Gold, threshold: 5000, cashbackPercentage: 7.5, confirmation: { sum: 1000, hours: 720 } }
campaigns:
  - id: 0b7e6f5a-1c2d-4e3f-8a9b-0c1d2e3f4a5b
    network: city
    name: Lunch
    description: 10% off lunches
    from: 2025-01-01T00:00:00Z
    categories: [lunch]
    discount: { percent: 10 }
`;

const counts = (db: Database): unknown[] | undefined =>
  db
    .prepare(
      'SELECT (SELECT COUNT(*) FROM networks), (SELECT COUNT(*) FROM venues), (SELECT COUNT(*) FROM api_keys), (SELECT COUNT(*) FROM ranks), (SELECT COUNT(*) FROM campaigns), (SELECT group_concat(cashback_bp) FROM ranks)',
    )
    .raw()
    .get() as unknown[] | undefined;

describe('bootstrap', () => {
  it('applies a YAML file once: the second run changes nothing and prints no new key', () => {
    const { db, dir } = tempDb();
    const file = path.join(dir, 'boot.yaml');
    fs.writeFileSync(file, yaml);
    const first = applyBootstrap(db, readBootstrap(file));
    expect(first.generatedKeys.map((k) => k.label)).toEqual(['pos']);
    expect(findApiKey(db, first.generatedKeys[0]?.rawKey ?? '')?.venues).toEqual(new Set(['cafe-1', 'kiosk']));
    expect(findApiKey(db, 'fixed-key-0123456789')?.label).toBe('fixed');
    const after = counts(db);
    expect(after).toEqual([1, 2, 2, 2, 1, '300,750']);
    expect(applyBootstrap(db, readBootstrap(file)).generatedKeys).toEqual([]);
    expect(counts(db)).toEqual(after);
  });

  it('reads JSON too and refuses invalid files in one line without changing anything', () => {
    const { db, dir } = tempDb();
    const file = path.join(dir, 'boot.json');
    fs.writeFileSync(file, JSON.stringify({ venues: [{ posObjectId: 'a', name: 'A', network: 'missing' }] }));
    expect(() => applyBootstrap(db, readBootstrap(file))).toThrow(/there is no network missing/);
    expect(counts(db)?.[1]).toBe(0);
    fs.writeFileSync(file, JSON.stringify({ programmes: [{ network: 'x', venue: 'y' }] }));
    expect(() => readBootstrap(file)).toThrow(StartupError);
    fs.writeFileSync(file, JSON.stringify({ venus: [] }));
    expect(() => readBootstrap(file)).toThrow(/venus/);
    expect(() => readBootstrap(path.join(dir, 'none.yaml'))).toThrow(/Cannot read bootstrap file/);
  });
});

describe.each(editorVariants)('a bootstrap file saved with %s', (_name, save) => {
  const withBlock = yaml.replace(
    'description: 10% off lunches',
    'description: |\n      10% off lunches\n      from noon to three',
  );
  const read = (name: string, bytes: Buffer | string): ReturnType<typeof readBootstrap> => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loyalty-boot-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    fs.writeFileSync(path.join(dir, name), bytes);
    return readBootstrap(path.join(dir, name));
  };

  it('is read exactly like the plain file, YAML and JSON', () => {
    const plain = read('boot.yaml', withBlock);
    expect(plain.campaigns[0]?.description).toBe('10% off lunches\nfrom noon to three\n');
    expect(read('boot.yaml', save(withBlock))).toEqual(plain);
    const json = JSON.stringify(plain, null, 2);
    expect(read('boot.json', save(json))).toEqual(read('boot.json', json));
  });

  it('names the line of a mistake as the editor shows it', () => {
    expect(() => read('boot.yaml', save('venues:\n  - posObjectId: a\n     name: A\n'))).toThrow(
      /^Cannot read bootstrap file \S+boot\.yaml: Nested mappings are not allowed in compact mappings at line 2, column 18\.$/,
    );
  });
});

describe('embedded default', () => {
  it('creates venue `default` and a key on an empty database, stores them, and reuses them', () => {
    const { db, dir } = tempDb();
    const access = ensureEmbeddedAccess(db, dir);
    expect(access.posObjectId).toBe('default');
    expect(findApiKey(db, access.apiKey)?.venues).toEqual(new Set(['default']));
    expect(JSON.parse(fs.readFileSync(path.join(dir, embeddedAccessFile), 'utf8'))).toEqual(access);
    expect(ensureEmbeddedAccess(db, dir)).toEqual(access);
    expect(listApiKeys(db)).toHaveLength(1);
    fs.rmSync(path.join(dir, embeddedAccessFile));
    const replaced = ensureEmbeddedAccess(db, dir);
    expect(replaced.posObjectId).toBe('default');
    expect(replaced.apiKey).not.toBe(access.apiKey);
  });
});
