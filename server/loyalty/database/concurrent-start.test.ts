import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { loyaltyMigrations } from './migrations/index.js';
import { openDatabase } from '../../storage/open-database.js';
import { tempDatabasePath } from '../../storage/test-support/test-database.js';

const child = 'out/server/loyalty/database/test-support/open-loyalty-database.js';
const processes = 4;
const rounds = 10;

interface Outcome {
  readonly code: number | null;
  readonly stderr: string;
}

/** Starts a child that opens `file` when told; resolves once it has said `ready`. */
async function startChild(file: string): Promise<{ process: ChildProcess; outcome: Promise<Outcome> }> {
  const process = spawn('node', [child, file], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  process.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const outcome = once(process, 'exit').then(([code]) => ({ code: code as number | null, stderr }));
  await new Promise<void>((resolve, reject) => {
    process.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('ready\n')) resolve();
    });
    void outcome.then(({ code }) => reject(new Error(`child exited (${code}) before it was ready: ${stderr}`)));
  });
  return { process, outcome };
}

describe('several processes starting at once on a new SQLite file', () => {
  it('all open it, and the schema is created once', async () => {
    for (let round = 0; round < rounds; round++) {
      const file = tempDatabasePath('loyalty.sqlite');
      const children = await Promise.all(Array.from({ length: processes }, () => startChild(file)));
      for (const { process } of children) process.stdin!.write('go\n');
      const outcomes = await Promise.all(children.map((started) => started.outcome));
      expect(outcomes, `round ${round + 1}`).toEqual(Array(processes).fill({ code: 0, stderr: '' }));
      const db = openDatabase(file, loyaltyMigrations);
      expect(db.pragma('user_version', { simple: true })).toBe(loyaltyMigrations.length);
      db.close();
    }
  });
});
