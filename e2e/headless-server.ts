import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface HeadlessServer {
  readonly url: string;
  readonly dataDir: string;
  readonly process: ChildProcess;
  stop(): Promise<number | null>;
}

/** Starts `out/server/cli/serve.js` on a free loopback port with its own data dir and resolves when it prints `UI:`. */
export async function startHeadlessServer(extraArgs: readonly string[] = []): Promise<HeadlessServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillbridge-e2e-'));
  const child = spawn(
    process.execPath,
    [path.join(projectRoot, 'out/server/cli/serve.js'), '--port', '0', '--data-dir', dataDir, ...extraArgs],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /^UI: (\S+)$/m.exec(stdout);
      if (match) resolve(match[1]!.replace(/\/$/, ''));
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before it was ready: ${stderr}`)));
  });
  return {
    url,
    dataDir,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
}
