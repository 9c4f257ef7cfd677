import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { saveGuest } from '../loyalty/guest-store/guest-store.js';
import type { LoyaltyDb } from '../loyalty/database/loyalty-db.js';
import { adminOn, adminTargets } from './test-support/admin-targets.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** Every audit entry, oldest first, with the code of the programme (scope) it is in. */
async function auditRows(db: LoyaltyDb) {
  const scopes = new Map<number, string>();
  for (const n of await db.query.selectFrom('networks').select(['code', 'scope_id']).execute())
    scopes.set(Number(n.scope_id), n.code);
  for (const v of await db.query
    .selectFrom('venues')
    .select(['pos_object_id', 'scope_id'])
    .where('network_id', 'is', null)
    .execute())
    scopes.set(Number(v.scope_id), `venue:${v.pos_object_id}`);
  const rows = await db.query.selectFrom('audit_log').selectAll().orderBy('id').execute();
  return rows.map((row) => ({
    who: row.admin_email,
    action: row.action,
    target: row.target,
    programme: row.scope_id === null ? null : scopes.get(Number(row.scope_id)),
    before: row.before === null ? undefined : (JSON.parse(row.before) as Record<string, unknown>),
    after: row.after === null ? undefined : (JSON.parse(row.after) as Record<string, unknown>),
  }));
}

/** Each command is a child process of its own: a dozen of them outlast one test's default time on a busy machine. */
const manyCommands = 180_000;

describe.each(adminTargets.filter((target) => target.via !== 'env'))(
  'the audit of loyalty-admin on $name',
  (target) => {
    const cli = `loyalty-admin (${os.userInfo().username})`;

    it(
      'records every change with the operating-system user, in every programme the changed object belongs to',
      async () => {
        const { run, runWithInput, open } = await adminOn(target, (drop) => cleanups.push(drop));
        const ok = async (...args: string[]) => expect((await run(...args)).stderr).toBe('');
        await ok('add-network', '--code', 'a', '--name', 'A');
        await ok('add-network', '--code', 'b', '--name', 'B');
        await ok('add-network', '--code', 'a', '--name', 'A');
        await ok('add-venue', '--pos-object-id', 'a1', '--name', 'A one', '--network', 'a');
        await ok('add-venue', '--pos-object-id', 'lone', '--name', 'Lone');
        await ok('add-venue', '--pos-object-id', 'lone', '--name', 'Lone renamed');
        await ok('add-key', '--label', 'shared', '--networks', 'a,b');
        expect((await runWithInput('a key password', 'set-key-password', '--id', '1')).stderr).toBe('');
        await ok('set-key-addresses', '--id', '1', '--addresses', '10.0.0.0/8');
        await ok('revoke-key', '--id', '1');
        const db = await open();
        try {
          await db.write(async (q) => {
            const lone = await q
              .selectFrom('venues')
              .select('scope_id')
              .where('pos_object_id', '=', 'lone')
              .executeTakeFirstOrThrow();
            await saveGuest(q, lone.scope_id, { phone: '+79990000001' }, new Date().toISOString());
          });
          await ok('block-guest', '--venue', 'lone', '--phone', '+79990000001');
          await ok('unblock-guest', '--venue', 'lone', '--phone', '+79990000001');
          const rows = await auditRows(db);
          expect(rows.map((r) => [r.who, r.action, r.target, r.programme])).toEqual([
            [cli, 'network.create', 'network a', 'a'],
            [cli, 'network.create', 'network b', 'b'],
            [cli, 'venue.create', 'venue a1', 'a'],
            [cli, 'venue.create', 'venue lone', 'venue:lone'],
            [cli, 'venue.rename', 'venue lone', 'venue:lone'],
            [cli, 'key.create', 'key 1 shared', 'a'],
            [cli, 'key.create', 'key 1 shared', 'b'],
            [cli, 'key.password.set', 'key 1 shared', 'a'],
            [cli, 'key.password.set', 'key 1 shared', 'b'],
            [cli, 'key.addresses', 'key 1 shared', 'a'],
            [cli, 'key.addresses', 'key 1 shared', 'b'],
            [cli, 'key.revoke', 'key 1 shared', 'a'],
            [cli, 'key.revoke', 'key 1 shared', 'b'],
            [cli, 'guest.block', 'guest +79990000001', 'venue:lone'],
            [cli, 'guest.unblock', 'guest +79990000001', 'venue:lone'],
          ]);
          expect(rows[5]?.after).toMatchObject({ label: 'shared', networks: ['a', 'b'], hasPassword: false });
          expect(rows[7]).toMatchObject({ before: { hasPassword: false }, after: { hasPassword: true } });
          expect(JSON.stringify(rows)).not.toMatch(/a key password|scrypt/);
          expect(rows[9]?.after).toMatchObject({ allowedAddresses: ['10.0.0.0/8'] });
          expect(rows[11]?.after?.revokedAt).toEqual(expect.any(String));
        } finally {
          await db.close();
        }
      },
      manyCommands,
    );

    it(
      'records what a bootstrap file changed as `bootstrap <file>`, and nothing when it is applied again',
      async () => {
        const { dir, run, open } = await adminOn(target, (drop) => cleanups.push(drop));
        const file = path.join(dir, 'boot.yaml');
        fs.writeFileSync(
          file,
          [
            'networks:\n  - { code: a, name: A }\n  - { code: b, name: B }',
            'venues:\n  - { posObjectId: a1, name: A one, network: a }',
            'apiKeys:\n  - { label: pos, networks: [a, b], password: a pos password }',
            'programmes:\n  - { network: a, name: Points, maxBonusSharePercent: 50, ranks: [{ name: Base, threshold: 0, cashbackPercentage: 5 }] }',
          ].join('\n') + '\n',
        );
        expect((await run('bootstrap', '--file', file)).code).toBe(0);
        expect((await run('bootstrap', '--file', file)).code).toBe(0);
        const db = await open();
        try {
          const rows = await auditRows(db);
          const who = `bootstrap ${file}`;
          expect(rows.map((r) => [r.who, r.action, r.target, r.programme])).toEqual([
            [who, 'network.create', 'network a', 'a'],
            [who, 'network.create', 'network b', 'b'],
            [who, 'venue.create', 'venue a1', 'a'],
            [who, 'key.create', 'key 1 pos', 'a'],
            [who, 'key.create', 'key 1 pos', 'b'],
            [who, 'programme.update', 'programme a', 'a'],
          ]);
          expect(rows[3]?.after).toMatchObject({ hasPassword: true });
          expect(JSON.stringify(rows)).not.toContain('a pos password');
        } finally {
          await db.close();
        }
      },
      manyCommands,
    );
  },
);
