import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeFileAtomic } from './atomic-file.js';

const child = 'out/server/storage/test-support/rewrite-file.js';

function tempFolder(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'tillbridge-atomic-'));
}

/** Lets the child rewrite `file` for `ms`, kills it (SIGKILL), and gives the last version it reported written. */
async function killWhileWriting(file: string, ms: number): Promise<number> {
  const writer = spawn(process.execPath, [child, file], { stdio: ['ignore', 'pipe', 'inherit'] });
  let stdout = '';
  writer.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  await new Promise((resolve) => setTimeout(resolve, ms));
  writer.kill('SIGKILL');
  await once(writer, 'exit');
  const reported = [...stdout.matchAll(/wrote (\d+)\n/g)].map((match) => Number(match[1]));
  return reported.at(-1) ?? 0;
}

afterEach(() => vi.restoreAllMocks());

describe('writeFileAtomic', () => {
  it('a process killed at any point leaves the old file or the new one, whole', async () => {
    for (let round = 0; round < 12; round++) {
      const folder = tempFolder();
      const file = path.join(folder, 'settings.json');
      const reported = await killWhileWriting(file, 60 + round * 23);
      if (!fs.existsSync(file)) {
        expect(reported).toBe(0);
        continue;
      }
      const { version, padding } = JSON.parse(fs.readFileSync(file, 'utf8')) as { version: number; padding: string };
      expect(padding).toHaveLength(256 * 1024);
      /** The last write it reported, or the one after it whose rename happened before the kill. */
      expect([reported, reported + 1]).toContain(version);
      fs.rmSync(folder, { recursive: true });
    }
  });

  it('replaces the file, with the mode given to a new one, fsyncing the file and then its folder', () => {
    const folder = tempFolder();
    const file = path.join(folder, 'token');
    fs.writeFileSync(file, 'old');
    const synced: number[] = [];
    const fsync = fs.fsyncSync.bind(fs);
    vi.spyOn(fs, 'fsyncSync').mockImplementation((fd) => {
      synced.push(fs.fstatSync(fd).isDirectory() ? 1 : 0);
      fsync(fd);
    });
    writeFileAtomic(file, 'new\n', 0o600);
    expect(fs.readFileSync(file, 'utf8')).toBe('new\n');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(synced).toEqual([0, 1]);
    expect(fs.readdirSync(folder)).toEqual(['token']);
  });

  it('removes its temporary file when the rename fails, and leaves the old file', () => {
    const folder = tempFolder();
    const file = path.join(folder, 'taken');
    fs.mkdirSync(file);
    fs.writeFileSync(path.join(file, 'inside'), '');
    expect(() => writeFileAtomic(file, 'new')).toThrow();
    expect(fs.readdirSync(folder)).toEqual(['taken']);
    expect(fs.readdirSync(file)).toEqual(['inside']);
  });
});
