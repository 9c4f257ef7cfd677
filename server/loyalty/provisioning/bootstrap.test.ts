import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { StartupError } from '../../errors/startup-error.js';
import { findApiKey, listApiKeys } from '../api-keys/api-key-store.js';
import type { LoyaltyDb, LoyaltyEngine } from '../database/loyalty-db.js';
import { loyaltyEngines, openTestLoyaltyDb } from '../test-support/test-loyalty-db.js';
import { applyBootstrap, readBootstrap } from './apply-bootstrap.js';
import { embeddedAccessFile, ensureEmbeddedAccess } from './embedded-default.js';
import { editorVariants } from '../../config/test-support/editor-variants.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A fresh loyalty database of the engine, and a folder beside it for files. */
async function tempDb(engine: LoyaltyEngine): Promise<{ db: LoyaltyDb; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loyalty-boot-'));
  const { db, drop } = await openTestLoyaltyDb(engine, dir, pino({ level: 'silent' }));
  cleanups.push(async () => {
    await db.close();
    await drop();
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

/** Networks, venues, keys, ranks and campaigns stored, and the ranks' cashback (in position order, comma-separated). */
async function counts(db: LoyaltyDb): Promise<unknown[]> {
  const tables = ['networks', 'venues', 'api_keys', 'ranks', 'campaigns'] as const;
  const rows = await Promise.all(
    tables.map((table) =>
      db.query
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ),
  );
  const ranks = await db.query.selectFrom('ranks').select('cashback_bp').orderBy('position').execute();
  return [...rows.map((row) => Number(row.n)), ranks.map((r) => r.cashback_bp).join(',')];
}

describe.each(loyaltyEngines)('%s', (engine) => {
  describe('bootstrap', () => {
    it('applies a YAML file once: the second run changes nothing and prints no new key', async () => {
      const { db, dir } = await tempDb(engine);
      const file = path.join(dir, 'boot.yaml');
      fs.writeFileSync(file, yaml);
      const first = await applyBootstrap(db, readBootstrap(file));
      expect(first.generatedKeys.map((k) => k.label)).toEqual(['pos']);
      expect((await findApiKey(db.query, first.generatedKeys[0]?.rawKey ?? ''))?.venues).toEqual(
        new Set(['cafe-1', 'kiosk']),
      );
      expect((await findApiKey(db.query, 'fixed-key-0123456789'))?.label).toBe('fixed');
      const after = await counts(db);
      expect(after).toEqual([1, 2, 2, 2, 1, '300,750']);
      expect((await applyBootstrap(db, readBootstrap(file))).generatedKeys).toEqual([]);
      expect(await counts(db)).toEqual(after);
    });

    it('reads JSON too and refuses invalid files in one line without changing anything', async () => {
      const { db, dir } = await tempDb(engine);
      const file = path.join(dir, 'boot.json');
      fs.writeFileSync(file, JSON.stringify({ venues: [{ posObjectId: 'a', name: 'A', network: 'missing' }] }));
      await expect(applyBootstrap(db, readBootstrap(file))).rejects.toThrow(/there is no network missing/);
      expect((await counts(db))[1]).toBe(0);
      fs.writeFileSync(file, JSON.stringify({ programmes: [{ network: 'x', venue: 'y' }] }));
      expect(() => readBootstrap(file)).toThrow(StartupError);
      const silver = { name: 'Silver', threshold: 10_000, cashbackPercentage: 5 };
      const gold = { name: 'Gold', threshold: 5_000, cashbackPercentage: 7 };
      const base = { name: 'Base', threshold: 0, cashbackPercentage: 3 };
      for (const [ranks, message] of [
        [
          [base, silver, gold],
          'programmes.0.ranks.2.threshold: rank "Gold" must have a higher threshold than "Silver"',
        ],
        [[base, { ...gold, threshold: 20_000, cashbackPercentage: 2 }], 'ranks.1.cashbackPercentage: rank "Gold" must'],
        [[silver], 'programmes.0.ranks.0.threshold: the first rank "Silver" must start at 0'],
      ] as const) {
        fs.writeFileSync(file, JSON.stringify({ programmes: [{ venue: 'a', ranks }] }));
        expect(() => readBootstrap(file)).toThrow(message);
      }
      fs.writeFileSync(file, JSON.stringify({ venus: [] }));
      expect(() => readBootstrap(file)).toThrow(/venus/);
      expect(() => readBootstrap(path.join(dir, 'none.yaml'))).toThrow(/Cannot read bootstrap file/);
    });
  });

  describe('embedded default', () => {
    it('creates venue `default` and a key on an empty database, stores them, and reuses them', async () => {
      const { db, dir } = await tempDb(engine);
      const access = await ensureEmbeddedAccess(db, dir);
      expect(access.posObjectId).toBe('default');
      expect((await findApiKey(db.query, access.apiKey))?.venues).toEqual(new Set(['default']));
      expect(JSON.parse(fs.readFileSync(path.join(dir, embeddedAccessFile), 'utf8'))).toEqual(access);
      expect(await ensureEmbeddedAccess(db, dir)).toEqual(access);
      expect(await listApiKeys(db.query)).toHaveLength(1);
      fs.rmSync(path.join(dir, embeddedAccessFile));
      const replaced = await ensureEmbeddedAccess(db, dir);
      expect(replaced.posObjectId).toBe('default');
      expect(replaced.apiKey).not.toBe(access.apiKey);
    });
  });
});

/** Reading the file involves no database: once rather than per engine. */
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
