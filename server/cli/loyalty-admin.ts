import path from 'node:path';
import { StartupError } from '../core/startup-error.js';
import { prepareDataDir } from '../config/data-dir.js';
import { applyBootstrap, readBootstrap } from '../loyalty/admin/apply-bootstrap.js';
import { createApiKey, listApiKeys, revokeApiKey } from '../loyalty/api-keys/api-key-store.js';
import { findGuest, setGuestBlocked } from '../loyalty/guests/guest-store.js';
import { resolveOrganization, upsertNetwork, upsertVenue } from '../loyalty/organizations/organization-store.js';
import { loyaltyMigrations } from '../storage/migrations/loyalty/index.js';
import { openDatabase, type Database } from '../storage/open-database.js';
import { parseFlags, usage, type FlagSpec } from './parse-flags.js';
import { runCli } from './run-cli.js';
import { normalizePhone, phoneHint } from '../phone/phone-number.js';

type Flags = Record<string, string | undefined>;

interface Command {
  readonly help: string;
  readonly flags: readonly FlagSpec[];
  run(db: Database, flags: Flags): string;
}

const dataDir: FlagSpec = { name: 'data-dir', help: 'folder of the loyalty database' };

function required(flags: Flags, name: string): string {
  const value = flags[name];
  if (!value) throw new StartupError(`--${name} is required: run with --help to see the options.`);
  return value;
}

const list = (value: string | undefined) =>
  value
    ? value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : [];

function guestOf(db: Database, flags: Flags) {
  const venue = resolveOrganization(db, { type: 'posObjectId', id: required(flags, 'venue') });
  if (!venue) throw new StartupError(`There is no venue ${flags.venue}.`);
  const phone = normalizePhone(required(flags, 'phone'));
  if (phone === undefined) throw new StartupError(`--phone ${phoneHint}.`);
  const guest = findGuest(db, venue.scopeId, phone);
  if (!guest) throw new StartupError(`There is no guest ${flags.phone} at ${flags.venue}.`);
  return guest;
}

/** Each admin command; a failure of the store (unknown network, taken id) becomes a one-line error. */
const commands: Record<string, Command> = {
  'add-network': {
    help: 'add (or rename) a network',
    flags: [{ name: 'code', help: 'network code' }, { name: 'name', help: 'display name' }, dataDir],
    run: (db, f) => `network ${required(f, 'code')}: id ${upsertNetwork(db, required(f, 'code'), required(f, 'name'))}`,
  },
  'add-venue': {
    help: 'add a venue (posObjectId), alone or in a network',
    flags: [
      { name: 'pos-object-id', help: 'the venue id the tills send' },
      { name: 'name', help: 'display name' },
      { name: 'network', help: 'network code (omit for a lone venue)' },
      dataDir,
    ],
    run: (db, f) => {
      const venue = upsertVenue(db, {
        posObjectId: required(f, 'pos-object-id'),
        name: required(f, 'name'),
        network: f.network,
      });
      return `venue ${venue.posObjectId}: organizationId ${venue.venueUuid}`;
    },
  },
  'add-key': {
    help: 'create an API key and print it once',
    flags: [
      { name: 'label', help: 'who uses the key' },
      { name: 'kind', help: 'b2b (default) or site' },
      { name: 'site-domain', help: 'the site domain (site keys, used for CORS)' },
      { name: 'networks', help: 'comma-separated network codes' },
      { name: 'venues', help: 'comma-separated posObjectIds' },
      dataDir,
    ],
    run: (db, f) => {
      const kind = f.kind ?? 'b2b';
      if (kind !== 'b2b' && kind !== 'site') throw new StartupError('--kind must be b2b or site.');
      const { rawKey, id } = createApiKey(db, {
        label: required(f, 'label'),
        kind,
        siteDomain: f['site-domain'],
        networks: list(f.networks),
        venues: list(f.venues),
      });
      return `key ${id}: ${rawKey}\n(shown once: it is stored hashed and cannot be shown again)`;
    },
  },
  'list-keys': {
    help: 'list API keys (never the keys themselves)',
    flags: [dataDir],
    run: (db) =>
      listApiKeys(db)
        .map(
          (k) =>
            `${k.id}\t${k.kind}\t${k.revokedAt ? 'revoked' : 'active'}\t${k.label}\tnetworks=${k.networks.join(',')}\tvenues=${k.venues.join(',')}${k.siteDomain ? `\tsite=${k.siteDomain}` : ''}`,
        )
        .join('\n') || 'no keys',
  },
  'revoke-key': {
    help: 'revoke an API key by id',
    flags: [{ name: 'id', help: 'key id from list-keys' }, dataDir],
    run: (db, f) => {
      if (!revokeApiKey(db, Number(required(f, 'id')))) throw new StartupError(`There is no active key ${f.id}.`);
      return `key ${f.id} revoked`;
    },
  },
  'block-guest': {
    help: 'block a guest: it can no longer pay with bonuses',
    flags: [{ name: 'venue', help: 'posObjectId' }, { name: 'phone', help: 'guest phone' }, dataDir],
    run: (db, f) => (setGuestBlocked(db, guestOf(db, f).id, true), `guest ${f.phone} blocked`),
  },
  'unblock-guest': {
    help: 'unblock a guest',
    flags: [{ name: 'venue', help: 'posObjectId' }, { name: 'phone', help: 'guest phone' }, dataDir],
    run: (db, f) => (setGuestBlocked(db, guestOf(db, f).id, false), `guest ${f.phone} unblocked`),
  },
  bootstrap: {
    help: 'apply a bootstrap file (JSON or YAML)',
    flags: [{ name: 'file', help: 'the bootstrap file' }, dataDir],
    run: (db, f) => {
      const { generatedKeys } = applyBootstrap(db, readBootstrap(path.resolve(required(f, 'file'))));
      return ['bootstrap applied', ...generatedKeys.map((k) => `new key "${k.label}": ${k.rawKey} (shown once)`)].join(
        '\n',
      );
    },
  },
};

function overview(): string {
  return [
    'Usage: npm run loyalty-admin -- <command> [options]',
    '',
    ...Object.entries(commands).map(([name, c]) => `  ${name.padEnd(16)}${c.help}`),
    '',
    'Run a command with --help to see its options.',
  ].join('\n');
}

/** `npm run loyalty-admin -- <command>`: manage networks, venues, API keys and guests of the loyalty database. */
runCli('tillbridge loyalty-admin', async () => {
  const [name, ...rest] = process.argv.slice(2);
  const command = name ? commands[name] : undefined;
  if (!command) {
    if (name && name !== '--help' && name !== '-h') throw new StartupError(`Unknown command ${name}.\n${overview()}`);
    process.stdout.write(overview() + '\n');
    return;
  }
  const flags = parseFlags(rest, command.flags);
  if (flags.help) {
    process.stdout.write(usage(`npm run loyalty-admin -- ${name}`, command.flags) + '\n');
    return;
  }
  const db = openDatabase(path.join(prepareDataDir(flags['data-dir']), 'loyalty.sqlite'), loyaltyMigrations);
  try {
    process.stdout.write(command.run(db, flags) + '\n');
  } catch (error) {
    if (error instanceof StartupError) throw error;
    throw new StartupError((error as Error).message);
  } finally {
    db.close();
  }
});
