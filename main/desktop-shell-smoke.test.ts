import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { readWindowState, writeWindowState } from './window-state.js';

/**
 * The compiled main process (out/main/main.js) run on plain Node against test-support/electron-stand-in.mjs: the
 * real core starts in a forked process, the window fetches the real UI, and the stand-in reports what happened.
 * It proves the wiring on a machine without Electron's binary; e2e/electron-shell.spec.ts runs the real thing.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const register = path.join(root, 'main', 'test-support', 'register-stand-in.mjs');
const mainEntry = path.join(root, 'out', 'main', 'main.js');

type Report = { kind: string } & Record<string, unknown>;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillbridge-shell-smoke-'));
  dirs.push(dir);
  return dir;
}

function runShell(args: string[], scenario?: string): Promise<{ code: number | null; reports: Report[] }> {
  const child = spawn(process.execPath, ['--import', register, mainEntry, ...args], {
    cwd: root,
    env: { ...process.env, STANDIN_SCENARIO: scenario ?? '', STANDIN_APPDATA: os.tmpdir() },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.resume();
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      const reports = stdout
        .split('\n')
        .filter((line) => line.startsWith('STANDIN '))
        .map((line) => JSON.parse(line.slice('STANDIN '.length)) as Report);
      resolve({ code, reports });
    });
  });
}

const find = (reports: Report[], kind: string) => reports.filter((report) => report.kind === kind);

describe('desktop shell on the Electron stand-in', () => {
  it('starts the core, loads its UI in a secure window, guards IPC and navigation, and stops the core on quit', async () => {
    const dir = dataDir();
    const { code, reports } = await runShell(['--port', '0', '--data-dir', dir], 'lifecycle');
    expect(code).toBe(0);
    expect(find(reports, 'setPath')).toEqual([{ kind: 'setPath', name: 'userData', value: dir }]);
    expect(find(reports, 'fork')[0]).toMatchObject({ args: ['--data-dir', dir, '--port', '0'], binding: null });
    expect(find(reports, 'window')[0]).toMatchObject({
      icon: true,
      bounds: { x: 240, y: 70, width: 1440, height: 900 },
      webPreferences: { sandbox: true, contextIsolation: true, nodeIntegration: false, webSecurity: true },
    });
    const [loaded] = find(reports, 'loaded');
    expect(loaded).toMatchObject({ status: 200, url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/$/) });
    expect(loaded!.csp).toContain("default-src 'self'");
    expect(find(reports, 'ipc')[0]).toMatchObject({
      channels: [
        'tillbridge:app-info',
        'tillbridge:focus-window',
        'tillbridge:list-printers',
        'tillbridge:open-console',
        'tillbridge:print',
      ],
      appInfo: { ok: true, value: { name: 'Tillbridge', packaged: false, dataDir: dir } },
      foreignOrigin: { ok: false, error: expect.stringContaining('is not the bridge UI') },
      subframe: { ok: false, error: expect.stringContaining('subframe') },
      noFrame: { ok: false },
      print: { ok: true, value: { ok: false, reason: 'no printer is installed' } },
      focus: { ok: true },
    });
    /** The console opens in a window of its own (one at a time) on the bridge's /admin/, and may not call the shell. */
    expect(find(reports, 'console')[0]).toMatchObject({
      opened: { ok: true },
      windows: 2,
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/admin\/$/),
      visible: true,
      again: { ok: true },
      windowsAfterAgain: 2,
      fromConsole: { ok: false, error: expect.stringContaining('not one of our windows') },
    });
    expect(find(reports, 'loaded')[1]).toMatchObject({
      status: 200,
      csp: expect.stringContaining("default-src 'self'"),
    });
    expect(find(reports, 'guard')[0]).toMatchObject({
      sameOrigin: false,
      otherOrigin: true,
      frameNavigate: true,
      redirect: true,
      webview: true,
      openHttps: { action: 'deny' },
      openFile: { action: 'deny' },
      permissionGranted: false,
      permissionCheck: false,
    });
    expect(find(reports, 'openExternal')).toEqual([{ kind: 'openExternal', url: 'https://tillbridge.example/help' }]);
    expect(find(reports, 'close')).toEqual([{ kind: 'close', prevented: true, visible: false }]);
    expect(readWindowState(dir)).toEqual({ bounds: { x: 240, y: 70, width: 1440, height: 900 }, maximized: false });
    expect(find(reports, 'tooltip').at(-1)).toEqual({ kind: 'tooltip', text: 'Tillbridge: Bridge stopped' });
    const db = new BetterSqlite3(path.join(dir, 'bridge.sqlite'), { readonly: true });
    const events = db.prepare('SELECT kind FROM app_events ORDER BY rowid').all();
    db.close();
    expect(events).toEqual([{ kind: 'started' }, { kind: 'stopped' }]);
  });

  it('restarts a core that crashed and loads the UI again, in the window where it was left', async () => {
    const dir = dataDir();
    const left = { bounds: { x: 100, y: 50, width: 1200, height: 800 }, maximized: false };
    writeWindowState(dir, left);
    const { code, reports } = await runShell(['--port', '0', '--data-dir', dir], 'crash');
    expect(code).toBe(0);
    expect(find(reports, 'window')[0]).toMatchObject({ bounds: left.bounds });
    expect(find(reports, 'restarted')).toEqual([{ kind: 'restarted', forks: 2 }]);
    expect(find(reports, 'tooltip').map((report) => report.text)).toContain(
      'Tillbridge: Bridge restarting (attempt 1 of 5)',
    );
    expect(find(reports, 'loaded')).toHaveLength(2);
  });

  it('shows a native error and quits with code 1 when the port is taken', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const { code, reports } = await runShell(['--port', String(port), '--data-dir', dataDir()]);
      expect(code).toBe(1);
      expect(find(reports, 'errorBox')).toEqual([
        {
          kind: 'errorBox',
          title: 'Tillbridge cannot run',
          content: `Port ${port} on 127.0.0.1 is already in use (is Tillbridge already running?): pick another with --port.`,
        },
      ]);
      expect(find(reports, 'window')).toEqual([]);
    } finally {
      blocker.close();
    }
  });
});
