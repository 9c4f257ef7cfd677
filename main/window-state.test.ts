import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readWindowState, windowStateFile, writeWindowState } from './window-state.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillbridge-window-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the window state file', () => {
  it('reads back what was written, in whole pixels', () => {
    const dir = tempDir();
    writeWindowState(dir, { bounds: { x: -1280.4, y: 20, width: 1200.6, height: 800 }, maximized: true });
    expect(readWindowState(dir)).toEqual({ bounds: { x: -1280, y: 20, width: 1201, height: 800 }, maximized: true });
    expect(fs.readdirSync(dir)).toEqual([windowStateFile]);
  });

  it('gives nothing when the file is missing, damaged or holds something else', () => {
    const dir = tempDir();
    expect(readWindowState(dir)).toBeUndefined();
    for (const text of [
      '{not json',
      'null',
      '{"bounds":{"x":0,"y":0,"width":1024},"maximized":false}',
      '{"bounds":{"x":0,"y":0,"width":0,"height":768},"maximized":false}',
      '{"bounds":{"x":"0","y":0,"width":1024,"height":768},"maximized":false}',
      '{"bounds":{"x":0,"y":0,"width":1e9,"height":768},"maximized":false}',
      '{"bounds":{"x":0,"y":0,"width":1024,"height":768},"maximized":"yes"}',
    ]) {
      fs.writeFileSync(path.join(dir, windowStateFile), text);
      expect(readWindowState(dir), text).toBeUndefined();
    }
  });

  it('refuses to write bounds that could not be read back', () => {
    const dir = tempDir();
    expect(() =>
      writeWindowState(dir, { bounds: { x: 0, y: 0, width: Number.NaN, height: 1 }, maximized: false }),
    ).toThrow();
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
