import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliScripts, makeDataDir, startHeadlessServer, type HeadlessServer } from '../../e2e/headless-server.js';
import { authPayXml, cancelPayXml, postXml } from '../payments/test-support/station-driver.js';
import { diskFullMessage } from '../errors/disk-full.js';

/** A file system of its own needs a user and mount namespace (unprivileged ones are on by default on Debian). */
const namespaces = spawnSync('unshare', ['--user', '--map-root-user', '--mount', 'true']).status === 0;
const script = path.join(import.meta.dirname, 'test-support', 'small-disk.sh');

/** Waits until the script says it did what a signal asked. */
async function signal(server: HeadlessServer, name: 'SIGUSR1' | 'SIGUSR2', said: string): Promise<void> {
  const before = server.output().stdout.split(said).length;
  server.process.kill(name);
  await expect.poll(() => server.output().stdout.split(said).length, { timeout: 20_000 }).toBeGreaterThan(before);
}

/** A payment asked for by `station` and cancelled at once: both answers. */
async function askAndCancel(url: string, station: string): Promise<{ status: number; text: string }[]> {
  const authpay = postXml(url, 'authpay', authPayXml(station, 1000));
  let cancel = await postXml(url, 'CancelPay', cancelPayXml(station));
  /** CancelPay can arrive before the authpay is recorded: the bridge then answers 409 and the driver tries again. */
  for (let i = 0; cancel.status === 409 && i < 100; i++)
    cancel = await postXml(url, 'CancelPay', cancelPayXml(station));
  return [await authpay, cancel];
}

/** Skipped, by name, only on a machine that forbids unprivileged namespaces: nothing else can give the bridge a small disk. */
describe.skipIf(!namespaces)('a full disk', () => {
  it('answers 507 saying so, keeps the bridge and its log up, and works again once space is freed', async () => {
    const dir = makeDataDir();
    const namespace = ['unshare', '--user', '--map-root-user', '--mount', 'sh', script] as const;
    const mount = path.join(dir, 'mnt');
    const server = await startHeadlessServer({ command: [...namespace, process.execPath, cliScripts.serve, mount] });
    await signal(server, 'SIGUSR2', 'FILLED');
    let refused: { status: number; text: string } | undefined;
    for (let i = 0; i < 400 && !refused; i++) {
      const station = `{00000000-0000-4000-8000-${String(i).padStart(12, '0')}}`;
      refused = (await askAndCancel(server.url, station)).find((reply) => reply.status === 507);
    }
    expect(refused?.text).toBe(diskFullMessage);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    /** The log line of the refusal is written after the answer: its failure follows. */
    await expect
      .poll(() => server.output().stderr, { timeout: 20_000 })
      .toMatch(/the log file bridge\.log cannot be written \(ENOSPC\)/);

    await signal(server, 'SIGUSR1', 'FREED');
    const again = await askAndCancel(server.url, '{00000000-0000-4000-8000-ffffffffffff}');
    expect(again.map((reply) => reply.status)).toEqual([200, 200]);
    expect(await server.stop()).toBe(0);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 120_000);
});
