import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { cliScripts, makeDataDir, runCliOnce, startHeadlessServer } from '../../e2e/headless-server.js';
import { bridgeMigrations } from '../storage/migrations/bridge/index.js';
import { loyaltyMigrations } from '../loyalty/database/migrations/index.js';

/** Both databases as a real bridge leaves them after a clean stop. */
const sound: { dir: string } = { dir: '' };
beforeAll(async () => {
  const server = await startHeadlessServer();
  expect(await server.stop()).toBe(0);
  sound.dir = server.dataDir;
});

type Damage = (file: string, known: number) => void;

const damages: Record<string, Damage> = {
  'from a newer Tillbridge': (file, known) => {
    const db = new BetterSqlite3(file);
    db.pragma(`user_version = ${known + 1}`);
    db.close();
  },
  'with garbage bytes in the middle': (file) => {
    const bytes = fs.readFileSync(file);
    bytes.fill(0xde, 4096, 4 * 4096);
    fs.writeFileSync(file, bytes);
  },
  'cut short': (file) => fs.truncateSync(file, Math.floor(fs.statSync(file).size / 2)),
  'that is not a database': (file) => fs.writeFileSync(file, 'Z-report 2026-11-24\n'.repeat(200)),
};

const commands = [
  { name: 'serve', script: cliScripts.serve, db: 'bridge', known: bridgeMigrations.length },
  { name: 'serve', script: cliScripts.serve, db: 'loyalty', known: loyaltyMigrations.length },
  { name: 'loyalty', script: cliScripts.loyalty, db: 'loyalty', known: loyaltyMigrations.length },
] as const;

const cases = commands.flatMap((command) =>
  Object.entries(damages).map(([damage, apply]) => ({ ...command, damage, apply })),
);

describe('start-up on a newer or damaged database', () => {
  it.each(cases)(
    'npm run $name refuses the $db database $damage: exit 2, one line, the file untouched',
    ({ name, script, db, known, damage, apply }) => {
      const dataDir = makeDataDir();
      for (const file of ['bridge.sqlite', 'loyalty.sqlite', 'loyalty-embedded.json', 'terminal-token'])
        fs.copyFileSync(path.join(sound.dir, file), path.join(dataDir, file));
      const file = path.join(dataDir, `${db}.sqlite`);
      apply(file, known);
      const bytes = fs.readFileSync(file);
      expect(['-wal', '-shm'].filter((suffix) => fs.existsSync(file + suffix))).toEqual([]);

      const result = runCliOnce(script, ['--data-dir', dataDir, '--port', '0']);

      expect(result.code).toBe(2);
      expect(result.stdout).not.toMatch(/^(UI|Loyalty service): /m);
      const lines = result.stderr.trimEnd().split('\n');
      expect(lines).toHaveLength(1);
      const problem =
        damage === 'from a newer Tillbridge' ? `has schema version ${known + 1}, newer` : 'is damaged \\(';
      expect(lines[0]).toMatch(new RegExp(`^tillbridge ${name}: Database ${file} ${problem}`));
      expect(lines[0]).toContain(`npm run restore -- --data-dir ${dataDir} --db ${db} --from BACKUP_FILE`);
      expect(fs.readFileSync(file).equals(bytes)).toBe(true);
      expect(['-wal', '-shm'].filter((suffix) => fs.existsSync(file + suffix))).toEqual([]);
    },
  );
});
