import fs from 'node:fs';
import path from 'node:path';
import { hostedBridgeArgs } from '../../server/payments/test-support/hosted-loyalty.js';
import { readToken } from '../../server/payments/test-support/station-driver.js';
import { benchDir, startProcess, type StartedProcess } from '../bench-support.js';
import { authpayOverhead, type Overhead } from './authpay-timing.js';
import { watchPayments } from './bridge-window.js';

const serveScript = path.resolve(benchDir, '..', 'server', 'cli', 'serve.js');

/**
 * The authpay overhead on a second bridge whose data dir is on tmpfs: what the terminal costs without the disk's
 * fsync. Undefined where there is no /dev/shm. The bridge is added to `started` (stopped on failure) and stopped here.
 */
export async function authpayOverheadOnTmpfs(
  loyaltyUrl: string,
  authpays: number,
  started: StartedProcess[],
): Promise<Overhead | undefined> {
  if (!fs.existsSync('/dev/shm')) return undefined;
  const dataDir = fs.mkdtempSync('/dev/shm/tillbridge-bench-terminal-');
  try {
    const bridge = await startProcess(serveScript, [
      '--port',
      '0',
      '--data-dir',
      dataDir,
      ...hostedBridgeArgs(loyaltyUrl),
    ]);
    started.push(bridge);
    const token = readToken(dataDir);
    const stream = watchPayments(bridge.url, token);
    const overhead = await authpayOverhead(bridge.url, token, stream, authpays);
    stream.close();
    await bridge.stop();
    return overhead;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
