import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The compiled command-line entry points (`npm run build` writes them). */
export const cliScripts = {
  serve: path.join(projectRoot, 'out/server/cli/serve.js'),
  loyalty: path.join(projectRoot, 'out/server/cli/loyalty.js'),
  loyaltyAdmin: path.join(projectRoot, 'out/server/cli/loyalty-admin.js'),
  backup: path.join(projectRoot, 'out/server/cli/backup.js'),
  demo: path.join(projectRoot, 'out/server/cli/demo.js'),
  restore: path.join(projectRoot, 'out/server/cli/restore.js'),
  managerPin: path.join(projectRoot, 'out/server/cli/manager-pin.js'),
} as const;

export interface StartOptions {
  readonly script?: string;
  readonly args?: readonly string[];
  /** Reuse a data dir (e.g. to restart after a crash); a new temp dir otherwise. */
  readonly dataDir?: string;
  readonly env?: NodeJS.ProcessEnv;
  /** The line the process prints once it listens. */
  readonly readyLine?: RegExp;
  /** A whole command line to run instead of `node <script> --port 0 --data-dir <dir> <args>`. */
  readonly command?: readonly [string, ...string[]];
}

export interface HeadlessServer {
  readonly url: string;
  readonly dataDir: string;
  readonly process: ChildProcess;
  /** Everything the process wrote so far. */
  output(): { stdout: string; stderr: string };
  /** Resolves with the exit code once the process has ended (by itself or by a signal sent elsewhere). */
  readonly exited: Promise<number | null>;
  /** SIGTERM, then wait for the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL, then wait until the process is gone. */
  kill(): Promise<void>;
}

/** A loopback port free when asked: for a server started on it later, or as an address nothing answers on. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export function makeDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'tillbridge-test-'));
}

/** Starts a Tillbridge service on a free loopback port and resolves once it prints its ready line (`UI: <url>`). */
export async function startHeadlessServer(options: StartOptions = {}): Promise<HeadlessServer> {
  const dataDir = options.dataDir ?? makeDataDir();
  const readyLine = options.readyLine ?? /^UI: (\S+)$/m;
  const [command, ...args] = options.command ?? [
    process.execPath,
    options.script ?? cliScripts.serve,
    '--port',
    '0',
    '--data-dir',
    dataDir,
    ...(options.args ?? []),
  ];
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...options.env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (): void => {
      const match = readyLine.exec(stdout);
      if (match) {
        child.stdout.off('data', onData);
        resolve(match[1]!.replace(/\/$/, ''));
      }
    };
    child.stdout.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited with ${code} before it was ready: ${stderr}`)));
  });
  return {
    url,
    dataDir,
    process: child,
    exited,
    output: () => ({ stdout, stderr }),
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

export interface CliResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs a command-line entry point to completion (for commands that exit on their own, or fail fast), with `input` on
 * its standard input (empty when not given).
 */
export function runCliOnce(
  script: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = {},
  input?: string,
): CliResult {
  const result = spawnSync(process.execPath, [script, ...args], {
    encoding: 'utf8',
    timeout: 20_000,
    env: { ...process.env, ...env },
    ...(input === undefined ? {} : { input }),
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}
