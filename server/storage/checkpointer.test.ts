import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { startCheckpointer, type Checkpointer } from './checkpointer.js';
import { openDatabase, type Database } from './open-database.js';

const logger = pino({ level: 'silent' });
const opened: { db: Database; checkpointer: Checkpointer }[] = [];
afterEach(async () => {
  for (const { db, checkpointer } of opened.splice(0)) {
    await checkpointer.stop();
    db.close();
  }
});

function open(script?: URL): { db: Database; file: string } {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tillbridge-checkpoint-')), 't.db');
  const db = openDatabase(file, []);
  db.exec('CREATE TABLE t (v TEXT NOT NULL)');
  opened.push({ db, checkpointer: startCheckpointer([db], logger, { intervalMs: 20, ...(script ? { script } : {}) }) });
  return { db, file };
}

async function until(check: () => boolean, ms = 5000): Promise<boolean> {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
}

describe('the checkpoint thread', () => {
  it('copies the WAL into the database file while the writer only commits', async () => {
    const { db, file } = open();
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(10_000);
    const insert = db.prepare('INSERT INTO t VALUES (?)');
    for (let i = 0; i < 300; i++) insert.run('x'.repeat(1000));
    expect(await until(() => fs.statSync(file).size > 250_000)).toBe(true);
    expect(db.prepare('SELECT COUNT(*) FROM t').pluck().get()).toBe(300);
  });

  it('does not keep a process alive that never stops it', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tillbridge-checkpoint-')), 't.db');
    const compiled = (name: string) => new URL(`../../out/server/storage/${name}`, import.meta.url).href;
    const script =
      `const { openDatabase } = await import(${JSON.stringify(compiled('open-database.js'))});` +
      `const { startCheckpointer } = await import(${JSON.stringify(compiled('checkpointer.js'))});` +
      `const { pino } = await import(${JSON.stringify(pathToFileURL(createRequire(import.meta.url).resolve('pino')).href)});` +
      `startCheckpointer([openDatabase(${JSON.stringify(file)}, [])], pino({ level: 'warn' }, process.stderr));`;
    /** A file, not `-e`: a worker inherits the parent's exec arguments, and `--input-type` would stop it. */
    const main = path.join(path.dirname(file), 'main.mjs');
    fs.writeFileSync(main, script);
    const run = spawnSync(process.execPath, [main], { timeout: 10_000, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.signal).toBeNull();
    expect(run.status).toBe(0);
  });

  it('hands checkpoints back to the writer when the thread cannot start', async () => {
    const { db } = open(new URL('./no-such-worker.js', import.meta.url));
    expect(await until(() => db.pragma('wal_autocheckpoint', { simple: true }) === 1000)).toBe(true);
  });
});
