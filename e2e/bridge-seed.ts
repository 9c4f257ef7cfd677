import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from './headless-server.js';

const compiled = (file: string): string => JSON.stringify(path.join(projectRoot, 'out/server', file));

/** Runs `body` in a node process with the bridge database of `dataDir` open as `db` (compiled code: npm run build). */
function withBridgeDb(dataDir: string, imports: string, body: string): void {
  const script = `
    import { openDatabase } from ${compiled('storage/open-database.js')};
    import { bridgeMigrations } from ${compiled('storage/migrations/bridge/index.js')};
    ${imports}
    const db = openDatabase(${JSON.stringify(path.join(dataDir, 'bridge.sqlite'))}, bridgeMigrations);
    ${body}
    db.close();`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { stdio: 'inherit', timeout: 300_000 });
}

/**
 * Writes `count` generated payments (server/payments/test-support/seed-payments.ts, the one seeding helper of tests and
 * benches) into a bridge's database, running or not, one every `stepMs` from `start`.
 */
export function seedJournalInto(dataDir: string, count: number, start: Date, stepMs = 60_000): void {
  withBridgeDb(
    dataDir,
    `import { generatedPayments, seedPayments } from ${compiled('payments/test-support/seed-payments.js')};`,
    `seedPayments(db, generatedPayments(${count}, new Date(${JSON.stringify(start.toISOString())}), ${stepMs}));`,
  );
}

export interface MirroredGuestSeed {
  readonly phone: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly card: string;
  readonly balanceMinor: number;
  readonly seenAt: string;
}

/** Remembers a guest in the bridge's mirror as the terminal does after a payment (server/payments/guest-mirror.ts). */
export function mirrorGuestInto(dataDir: string, guest: MirroredGuestSeed): void {
  const found = {
    guest: { phone: guest.phone, firstName: guest.firstName, lastName: guest.lastName },
    loyaltyCards: [{ track: `T${guest.card}`, number: guest.card, isVirtual: false }],
  };
  withBridgeDb(
    dataDir,
    `import { mirrorGuest } from ${compiled('payments/guest-mirror.js')};`,
    `mirrorGuest(db, ${JSON.stringify(found)}, ${guest.balanceMinor}, ${JSON.stringify(guest.seenAt)});`,
  );
}
