import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { pino, type Logger } from 'pino';
import { Prng } from '../../shared/seeded-random.js';
import type { BridgeSettings } from '../config/config-schema.js';
import { isoNow, type Clock } from '../config/clock.js';
import { writeFileAtomic } from '../storage/atomic-file.js';
import type { EmbeddedLoyaltyAccess } from '../loyalty/provisioning/embedded-default.js';
import { demoBootstrap, demoDays, demoGuests, demoPaymentsPerDay, demoStations, demoVenue } from './demo-data.js';
import { playCheck, type DemoCheckPlan } from './demo-checks.js';
import { DemoClock } from './demo-clock.js';
import { closeShift, drainOutbox, playPayment, type DemoBridge, type DemoEnding } from './demo-till.js';

export const demoBootstrapFile = 'demo-bootstrap.json';
/** Marks a folder `npm run demo` seeded, so that a second run on it starts it as it is. */
export const demoMarkerFile = 'demo.json';
/** The demo bridge answers r_keeper's FarCards calls: some of its guests' visits are whole checks that earn and spend. */
export const demoFarcards = { enabled: true } as const;
/** The part of the demo's visits played as FarCards checks; the others are payments through the payment protocol. */
const demoCheckShare = 0.35;

/** Local midnight `days` days before `now`. */
function dayStart(now: Date, daysAgo: number): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo);
}

async function b2b(url: string, access: EmbeddedLoyaltyAccess, endpoint: string, body: object): Promise<void> {
  const response = await fetch(`${url}/b2b/v1/loyalty/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ApiKey: access.apiKey },
    body: JSON.stringify({ organization: { type: 'posObjectId', id: access.posObjectId }, ...body }),
  });
  if (response.status !== 200) throw new Error(`${endpoint} answered ${response.status}: ${await response.text()}`);
}

/** Mostly paid and confirmed, some by phone; a few voided, declined by the cashier, or by the guest short of bonuses. */
function ending(random: () => number): DemoEnding {
  const roll = random();
  const regulars = demoGuests.slice(0, -1);
  const guest = random() < 0.05 ? demoGuests.at(-1)! : regulars[Math.floor(random() * regulars.length)]!;
  if (roll < 0.05) return { kind: 'declined' };
  if (roll < 0.1) return { kind: 'paid', guest, by: 'card', then: 'void' };
  return { kind: 'paid', guest, by: roll < 0.25 ? 'phone' : 'card', then: 'confirm' };
}

/** A check for a regular guest: mostly closed with some bonuses spent, at times only earning, now and then returned. */
function checkPlan(random: () => number, at: number): DemoCheckPlan {
  const regulars = demoGuests.slice(0, -1);
  const hex = (digits: number) =>
    Array.from({ length: digits }, () =>
      Math.floor(random() * 16)
        .toString(16)
        .toUpperCase(),
    ).join('');
  return {
    guest: regulars[Math.floor(random() * regulars.length)]!,
    lines: 2 + Math.floor(random() * 5),
    totalMinor: (20 + Math.floor(random() * 120)) * 1_000,
    spendShare: random() < 0.3 ? 0 : 0.2 + random() * 0.6,
    returned: random() < 0.1,
    guid: `{${hex(8)}-${hex(4)}-4${hex(3)}-8${hex(3)}-${hex(12)}}`,
    checkNumber: 1 + Math.floor(random() * 9000),
    at,
  };
}

/** The composition root's `startBridge`, passed in by the entry point: the demo plays the whole bridge. */
export type StartBridge = (options: {
  readonly settings: BridgeSettings;
  readonly dataDir: string;
  readonly logger: Logger;
  readonly shell: 'headless';
  readonly clock: Clock;
}) => Promise<{ readonly url: string; close(): Promise<void> }>;

/**
 * Seeds an empty data folder with a venue as it would look after two weeks: guests with cards and bonuses, a programme
 * and a campaign, and each day's payments played through the real bridge (station XML, the window's API, the embedded
 * loyalty service) and closed by a shift. The bridge runs on the demo's own clock, set to each moment as it is played,
 * so every record, on both databases, carries the day it belongs to.
 */
export async function seedDemo(
  dataDir: string,
  settings: Partial<BridgeSettings>,
  startBridge: StartBridge,
  now = new Date(),
): Promise<void> {
  const prng = new Prng(20261125);
  const random = (): number => prng.next();
  const firstDay = dayStart(now, demoDays - 1);
  writeFileAtomic(path.join(dataDir, demoBootstrapFile), JSON.stringify(demoBootstrap(firstDay), null, 2) + '\n');
  const clock = new DemoClock();
  clock.set(firstDay.getTime() + 9 * 3_600_000);
  const service = await startBridge({
    settings: {
      host: '127.0.0.1',
      port: 0,
      logLevel: 'warn',
      ...settings,
      loyaltyBootstrap: demoBootstrapFile,
      farcards: demoFarcards,
    },
    dataDir,
    logger: pino({ level: 'silent' }),
    shell: 'headless',
    clock: clock.now,
  });
  try {
    /** The first shift opened when the database was made, by SQLite's own clock: it opens with the first day. */
    const db = new BetterSqlite3(path.join(dataDir, 'bridge.sqlite'));
    db.prepare('UPDATE shifts SET opened_at = ? WHERE id = 1 AND closed_at IS NULL').run(isoNow(clock.now));
    db.close();
    const bridge: DemoBridge = {
      url: service.url,
      token: fs.readFileSync(path.join(dataDir, 'terminal-token'), 'utf8').trim(),
    };
    const access = JSON.parse(
      fs.readFileSync(path.join(dataDir, 'loyalty-embedded.json'), 'utf8'),
    ) as EmbeddedLoyaltyAccess;
    if (access.posObjectId !== demoVenue.posObjectId) throw new Error(`the demo venue is ${access.posObjectId}`);
    for (const guest of demoGuests) {
      const { firstName, lastName, phone, card, bonuses } = guest;
      await b2b(service.url, access, 'guests/save', { guest: { phone, firstName, lastName } });
      const who = { guest: { type: 'phone', phone } };
      await b2b(service.url, access, 'guests/addLoyaltyCard', {
        ...who,
        cardTrack: card,
        cardNumber: card,
        isVirtual: false,
      });
      await b2b(service.url, access, 'guests/addBonus', { ...who, amount: bonuses, comment: 'Welcome bonuses' });
    }
    for (let daysAgo = demoDays - 1; daysAgo >= 0; daysAgo--) {
      const day = dayStart(now, daysAgo).getTime();
      const count =
        demoPaymentsPerDay.min + Math.floor(random() * (demoPaymentsPerDay.max - demoPaymentsPerDay.min + 1));
      /** Open 11:00 to 22:00; today only up to now. */
      const minutes = Array.from({ length: count }, () => 11 * 60 + Math.floor(random() * 11 * 60))
        .sort((a, b) => a - b)
        .filter((minute) => day + minute * 60_000 < now.getTime());
      for (const minute of minutes) {
        clock.set(day + minute * 60_000);
        const at = demoStations[Math.floor(random() * demoStations.length)]!;
        if (random() < demoCheckShare) await playCheck(bridge, at, checkPlan(random, clock.now()));
        else await playPayment(bridge, at, (15 + Math.floor(random() * 76)) * 1_000, ending(random));
      }
      await drainOutbox(bridge);
      if (daysAgo > 0) {
        clock.set(day + 23 * 3_600_000);
        await closeShift(bridge, demoStations[0]!);
      }
    }
    clock.set(Math.max(clock.now(), now.getTime()));
    await drainOutbox(bridge);
  } finally {
    await service.close();
  }
  writeFileAtomic(path.join(dataDir, demoMarkerFile), JSON.stringify({ seededAt: now.toISOString() }) + '\n');
}
