import os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../shared/api/admin-console.js';
import { verifyKeyPassword } from '../loyalty/api-keys/key-password.js';
import type { LoyaltyDb } from '../loyalty/database/loyalty-db.js';
import { consoleCall } from '../loyalty/test-support/console-session.js';
import { cliScripts, startHeadlessServer } from '../../e2e/headless-server.js';
import { adminOn, adminTargets } from './test-support/admin-targets.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** The token of the one-time link a command printed. */
const tokenIn = (stdout: string) => /\/admin\/#\/set-password\/([\w-]+)/.exec(stdout)?.[1] ?? '';

async function withDb<T>(open: () => Promise<LoyaltyDb>, read: (db: LoyaltyDb) => Promise<T>): Promise<T> {
  const db = await open();
  try {
    return await read(db);
  } finally {
    await db.close();
  }
}

/** Each command is a child process of its own: a score of them outlast one test's default time on a busy machine. */
const manyCommands = 180_000;

describe.each(adminTargets.filter((target) => target.via !== 'env'))('administrator accounts on $name', (target) => {
  it(
    'adds administrators of networks, lone venues or everything, with a piped password or a link',
    async () => {
      const { run, runWithInput, open } = await adminOn(target, (drop) => cleanups.push(drop));
      await run('add-network', '--code', 'city', '--name', 'City');
      await run('add-venue', '--pos-object-id', 'c1', '--name', 'C1', '--network', 'city');
      await run('add-venue', '--pos-object-id', 'solo', '--name', 'Solo');
      const ada = await runWithInput(
        'a long password\n',
        'add-admin',
        '--email',
        ' Ada@Example.com',
        '--network',
        'city',
      );
      expect(ada.stderr).toBe('');
      expect(ada.stdout).toBe('administrator ada@example.com added (1 programme(s))\n');
      const both = await runWithInput(
        'another long one',
        'add-admin',
        '--email',
        'b@example.com',
        '--network',
        'city',
        '--venue',
        'solo',
      );
      expect(both.stdout).toContain('added (2 programme(s))');
      const link = await run('add-admin', '--email', 'owner@example.com', '--link');
      expect(link.stdout).toMatch(
        /^administrator owner@example\.com added \(an owner: every programme\); set the password at\n\/admin\/#\/set-password\/[\w-]{43}\n\(works once, for 24 hours\): put the loyalty service's address in front/,
      );
      const publicLink = await run(
        'add-admin',
        '--email',
        'c@example.com',
        '--venue',
        'solo',
        '--link',
        '--public-url',
        'https://loyalty.example/',
      );
      expect(publicLink.stdout).toContain('\nhttps://loyalty.example/admin/#/set-password/');
      const refusals: [string | undefined, string[], string][] = [
        ['x\n', ['--email', 'ada@example.com'], 'There is already an administrator ada@example.com.'],
        ['too short\n', ['--email', 'd@example.com'], 'The password must be 10 to 200 characters on one line.'],
        ['two\nlines here\n', ['--email', 'd@example.com'], 'The password must be 10 to 200 characters on one line.'],
        ['1234567890\n', ['--email', 'd@example.com'], 'The password is too easy to guess (it is one of the hundred'],
        [undefined, ['--email', 'not-an-email', '--link'], '--email must be an e-mail address.'],
        [undefined, ['--email', 'd@example.com', '--network', 'nope', '--link'], 'There is no network nope.'],
        [undefined, ['--email', 'd@example.com', '--venue', 'c1', '--link'], 'Venue c1 belongs to a network'],
        [undefined, ['--email', 'd@example.com', '--venue', 'zz', '--link'], 'There is no venue zz.'],
        [
          undefined,
          ['--email', 'd@example.com', '--link', '--public-url', 'loyalty.example'],
          'Invalid setting publicUrl (from --public-url)',
        ],
      ];
      for (const [input, flags, message] of refusals) {
        const refused = await runWithInput(input ?? '', 'add-admin', ...flags);
        expect(refused.code, flags.join(' ')).toBe(2);
        expect(refused.stderr).toContain(message);
      }
      const rows = await withDb(open, async (db) => ({
        admins: await db.query
          .selectFrom('admins')
          .select(['email', 'is_owner', 'password_hash'])
          .orderBy('id')
          .execute(),
        programmes: await db.query.selectFrom('admin_programmes').select('admin_id').execute(),
        audit: await db.query
          .selectFrom('audit_log')
          .select(['admin_email', 'action', 'target', 'scope_id'])
          .where('action', 'like', 'admin.%')
          .orderBy('id')
          .execute(),
      }));
      expect(rows.admins.map((a) => [a.email, Number(a.is_owner)])).toEqual([
        ['ada@example.com', 0],
        ['b@example.com', 0],
        ['owner@example.com', 1],
        ['c@example.com', 0],
      ]);
      expect(await verifyKeyPassword('a long password', rows.admins[0]?.password_hash ?? '')).toBe(true);
      expect(rows.admins[2]?.password_hash).toBeNull();
      expect(rows.programmes).toHaveLength(4);
      const cli = `loyalty-admin (${os.userInfo().username})`;
      expect(rows.audit.map((e) => [e.admin_email, e.action, e.target, e.scope_id])).toEqual([
        [cli, 'admin.add', 'admin ada@example.com', null],
        [cli, 'admin.add', 'admin b@example.com', null],
        [cli, 'admin.add', 'admin owner@example.com', null],
        [cli, 'admin.link', 'admin owner@example.com', null],
        [cli, 'admin.add', 'admin c@example.com', null],
        [cli, 'admin.link', 'admin c@example.com', null],
      ]);
    },
    manyCommands,
  );

  it('gives a new link in place of the old one, and disables an administrator', async () => {
    const { run, open } = await adminOn(target, (drop) => cleanups.push(drop));
    const first = tokenIn((await run('add-admin', '--email', 'ada@example.com', '--link')).stdout);
    const again = await run('admin-link', '--email', 'ada@example.com');
    expect(again.stdout).toMatch(/^a new link for ada@example\.com:\n\/admin\/#\/set-password\//);
    const second = tokenIn(again.stdout);
    expect(second).not.toBe(first);
    const links = await withDb(open, (db) =>
      db.query.selectFrom('admin_password_links').select('token_hash').execute(),
    );
    expect(links).toHaveLength(1);
    expect((await run('disable-admin', '--email', 'ada@example.com')).stdout).toBe(
      'administrator ada@example.com disabled\n',
    );
    expect((await run('disable-admin', '--email', 'ada@example.com')).stderr).toContain(
      'Administrator ada@example.com is disabled.',
    );
    expect((await run('admin-link', '--email', 'ada@example.com')).stderr).toContain(
      'Administrator ada@example.com is disabled.',
    );
    expect((await run('admin-link', '--email', 'bob@example.com')).stderr).toContain(
      'There is no administrator bob@example.com.',
    );
    const state = await withDb(open, async (db) => ({
      disabled: (await db.query.selectFrom('admins').select('disabled_at').executeTakeFirstOrThrow()).disabled_at,
      links: await db.query.selectFrom('admin_password_links').selectAll().execute(),
    }));
    expect(state.disabled).toEqual(expect.any(String));
    expect(state.links).toEqual([]);
  });
});

describe('an administrator made on the command line', () => {
  it('sets the password through the printed link and signs in to the running service', async () => {
    const { run, dir } = await adminOn(adminTargets[0], (drop) => cleanups.push(drop));
    await run('add-network', '--code', 'city', '--name', 'City');
    const token = tokenIn((await run('add-admin', '--email', 'ada@example.com', '--network', 'city', '--link')).stdout);
    const service = await startHeadlessServer({
      script: cliScripts.loyalty,
      dataDir: dir,
      readyLine: /^Loyalty service: (\S+)$/m,
    });
    cleanups.push(async () => void (await service.stop()));
    const signIn = () =>
      consoleCall<SessionInfo>(
        service.url,
        'POST',
        '/session',
        {},
        { email: 'ada@example.com', password: 'set by link!' },
      );
    expect((await signIn()).status).toBe(401);
    const set = await consoleCall(service.url, 'POST', '/password-link', {}, { token, password: 'set by link!' });
    expect(set.status).toBe(204);
    const signedIn = await signIn();
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.programmes).toEqual([{ id: 'city', name: 'City', kind: 'network' }]);
  });
});
