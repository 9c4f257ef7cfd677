import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoyaltyAccess } from './station-driver.js';

/** The venue and key the bootstrap file of a hosted test service declares. */
export const hostedAccess: LoyaltyAccess = { posObjectId: 'cafe-1', apiKey: 'terminal-fault-test-key-0001' };

/** A data dir for the hosted loyalty service with a bootstrap file: one network, one venue, one b2b key. */
export function hostedLoyaltyDir(): { dataDir: string; bootstrap: string } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillbridge-hosted-loyalty-'));
  const bootstrap = path.join(dataDir, 'bootstrap.yaml');
  fs.writeFileSync(
    bootstrap,
    [
      'networks:',
      '  - { code: city, name: City cafes }',
      'venues:',
      `  - { posObjectId: ${hostedAccess.posObjectId}, name: Cafe 1, network: city }`,
      'apiKeys:',
      `  - { label: till-1, key: ${hostedAccess.apiKey}, venues: [${hostedAccess.posObjectId}] }`,
      '',
    ].join('\n'),
  );
  return { dataDir, bootstrap };
}

/** Flags of `npm run loyalty` on a fixed `port` with the bootstrap applied (applying it again on a restart is a no-op). */
export function hostedLoyaltyArgs(dir: { bootstrap: string }, port: number): string[] {
  return ['--port', String(port), '--bootstrap', dir.bootstrap, '--log-level', 'warn'];
}

/** The bridge's flags for a hosted service at `url`. */
export function hostedBridgeArgs(url: string): string[] {
  return [
    '--loyalty-url',
    url,
    '--api-key',
    hostedAccess.apiKey,
    '--venue',
    hostedAccess.posObjectId,
    '--log-level',
    'warn',
  ];
}

/**
 * Polls `probe` until it returns a value other than undefined; throws naming `what` after `timeoutMs`. Used to wait for
 * a state (readiness, an outbox that emptied), never as a speed check.
 */
export async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > end)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
