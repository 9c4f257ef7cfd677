import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LoyaltyDb } from '../database/loyalty-db.js';
import { loyaltyEngines, openTestLoyaltyDb } from '../test-support/test-loyalty-db.js';
import {
  addressSubject,
  adminLoginLimits,
  emailSubject,
  reserveLoginAttempt,
  settleRightPassword,
  settleWrongPassword,
} from './admin-login-limits.js';

const { windowMs, lockMs } = adminLoginLimits;

describe.each(loyaltyEngines)('the console sign-in lock on %s', (engine) => {
  let db: LoyaltyDb;
  let drop: () => Promise<void>;
  let dir: string;
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-lock-'));
    ({ db, drop } = await openTestLoyaltyDb(engine, dir, pino({ level: 'silent' })));
  });
  afterEach(async () => {
    await db.close();
    await drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const subjects = [emailSubject('ada@example.com'), addressSubject('192.0.2.7')];
  const wrong = async (at: number) => {
    const reservation = await db.write((q) => reserveLoginAttempt(q, subjects, at));
    if (reservation.kind === 'reserved') await db.write((q) => settleWrongPassword(q, subjects, at));
    return reservation;
  };

  it('locks for 15 minutes from the 5th wrong password, then starts afresh', async () => {
    const start = 1_000_000;
    for (let i = 0; i < 5; i++) expect((await wrong(start + i * 1000)).kind).toBe('reserved');
    expect(await wrong(start + 5000)).toEqual({ kind: 'locked', retryAfterSeconds: lockMs / 1000 - 1 });
    expect((await wrong(start + 4000 + lockMs - 1)).kind).toBe('locked');
    expect((await wrong(start + 4000 + lockMs)).kind).toBe('reserved');
  });

  const right = async (at: number) => {
    const reservation = await db.write((q) => reserveLoginAttempt(q, subjects, at));
    if (reservation.kind === 'reserved') await db.write((q) => settleRightPassword(q, subjects));
    return reservation;
  };

  it('forgets wrong passwords older than the window; a right password takes back only its own attempt', async () => {
    for (let i = 0; i < 4; i++) await wrong(i);
    expect((await wrong(windowMs + 10)).kind).toBe('reserved');
    for (let i = 0; i < 3; i++) await wrong(windowMs + 20 + i);
    expect((await right(windowMs + 30)).kind).toBe('reserved');
    const rows = await db.query
      .selectFrom('admin_login_failures')
      .select(['email', 'failures'])
      .orderBy('email')
      .execute();
    expect(rows).toEqual([
      { email: 'ada@example.com', failures: 4 },
      { email: 'address 192.0.2.7', failures: 4 },
    ]);
  });

  it('does not reset the count when the real administrator signs in between guesses', async () => {
    const start = 3_000_000;
    for (let i = 0; i < 12; i++) {
      await wrong(start + i * 2);
      await right(start + i * 2 + 1);
    }
    expect((await wrong(start + 100)).kind).toBe('locked');
    const guessesChecked = await db.query
      .selectFrom('admin_login_failures')
      .select('failures')
      .where('email', '=', subjects[0]!.subject)
      .executeTakeFirstOrThrow();
    expect(guessesChecked.failures).toBe(5);
  });

  it('never checks more attempts than the limit, even while they are in flight at once', async () => {
    const reservations = await Promise.all(
      Array.from({ length: 8 }, () => db.write((q) => reserveLoginAttempt(q, subjects, 5000))),
    );
    expect(reservations.filter((r) => r.kind === 'reserved')).toHaveLength(5);
  });
});
