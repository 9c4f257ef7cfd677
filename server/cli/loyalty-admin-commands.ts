import path from 'node:path';
import { StartupError } from '../errors/startup-error.js';
import { prepareDataDir } from '../config/data-dir.js';
import { applyBootstrap, readBootstrap } from '../loyalty/provisioning/apply-bootstrap.js';
import {
  auditedCreateKey,
  auditedKeyChange,
  auditedSetGuestBlocked,
  auditedUpsertNetwork,
  auditedUpsertVenue,
} from '../loyalty/provisioning/audited-changes.js';
import { listApiKeys, revokeApiKey } from '../loyalty/api-keys/api-key-store.js';
import { commandLineAuthor } from '../loyalty/console/audit-log.js';
import { findGuest } from '../loyalty/guest-store/guest-store.js';
import { resolveOrganization } from '../loyalty/organizations/organization-store.js';
import type { LoyaltySettings } from '../config/config-schema.js';
import { loadLoyaltySettings } from '../config/load-settings.js';
import type { LoyaltyDb } from '../loyalty/database/loyalty-db.js';
import { openLoyaltyDb } from '../loyalty/database/open-loyalty-db.js';
import { pino } from 'pino';
import {
  addAdminCommand,
  addAdminFlags,
  adminLinkCommand,
  disableAdminCommand,
  emailFlags,
  linkFlags,
} from './admin-account-commands.js';
import { copyCommand } from './loyalty-copy.js';
import { keyIdOf, setKeyAddressesCommand, setKeyPasswordCommand } from './key-login-commands.js';
import { parseFlags, usage, type FlagSpec } from '../config/parse-flags.js';
import type { CommandInput } from './read-password.js';
import { normalizePhone, phoneHint } from '../phone/phone-number.js';

type Flags = Record<string, string | undefined>;

interface Command {
  readonly help: string;
  readonly flags: readonly FlagSpec[];
  run(db: LoyaltyDb, flags: Flags, settings: LoyaltySettings, input: CommandInput): Promise<string>;
}

/** A command that opens its databases itself (copy: two of them). */
interface StandaloneCommand {
  readonly help: string;
  readonly flags: readonly FlagSpec[];
  standalone(flags: Flags): Promise<string>;
}

const dataDir: FlagSpec = { name: 'data-dir', help: 'folder of the loyalty database (or of its config file)' };
const databaseUrl: FlagSpec = {
  name: 'database-url',
  help: "the network's PostgreSQL database, postgres://USER:PASSWORD@HOST:PORT/DATABASE (default: SQLite in --data-dir)",
};
const database = [dataDir, databaseUrl] as const;

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

async function guestOf(db: LoyaltyDb, flags: Flags) {
  const venue = await resolveOrganization(db, db.query, { type: 'posObjectId', id: required(flags, 'venue') });
  if (!venue) throw new StartupError(`There is no venue ${flags.venue}.`);
  const phone = normalizePhone(required(flags, 'phone'));
  if (phone === undefined) throw new StartupError(`--phone ${phoneHint}.`);
  const guest = await findGuest(db.query, venue.scopeId, phone);
  if (!guest) throw new StartupError(`There is no guest ${flags.phone} at ${flags.venue}.`);
  return guest;
}

/** block-guest and unblock-guest: the guest named by venue and phone blocked or unblocked. */
function guestBlocking(blocked: boolean, help: string): Command {
  return {
    help,
    flags: [{ name: 'venue', help: 'posObjectId' }, { name: 'phone', help: 'guest phone' }, ...database],
    run: async (db, f) => {
      const guest = await guestOf(db, f);
      await db.write((q) => auditedSetGuestBlocked(q, commandLineAuthor(), guest, blocked, new Date().toISOString()));
      return `guest ${f.phone} ${blocked ? 'blocked' : 'unblocked'}`;
    },
  };
}

/**
 * Each admin command; a failure of the store (unknown network, taken id) becomes a one-line error. A data table: its
 * entries (help and flags) repeat one shape on purpose.
 */
const commands: Record<string, Command | StandaloneCommand> = {
  copy: {
    help: 'copy a SQLite store into an empty PostgreSQL database and verify it',
    flags: [
      { name: 'from-data-dir', help: 'data folder of the SQLite store (loyalty.sqlite)' },
      { name: 'to-database-url', help: 'the empty PostgreSQL database, postgres://USER:PASSWORD@HOST:PORT/DATABASE' },
    ],
    standalone: (flags) => copyCommand(required(flags, 'from-data-dir'), required(flags, 'to-database-url')),
  },
  'add-network': {
    help: 'add (or rename) a network',
    flags: [{ name: 'code', help: 'network code' }, { name: 'name', help: 'display name' }, ...database],
    run: async (db, f) => {
      const id = await db.write((q) =>
        auditedUpsertNetwork(q, commandLineAuthor(), required(f, 'code'), required(f, 'name')),
      );
      return `network ${required(f, 'code')}: id ${id}`;
    },
  },
  'add-venue': {
    help: 'add a venue (posObjectId), alone or in a network',
    flags: [
      { name: 'pos-object-id', help: 'the venue id the tills send' },
      { name: 'name', help: 'display name' },
      { name: 'network', help: 'network code (omit for a lone venue)' },
      ...database,
    ],
    run: async (db, f) => {
      const venue = await db.write((q) =>
        auditedUpsertVenue(q, commandLineAuthor(), {
          posObjectId: required(f, 'pos-object-id'),
          name: required(f, 'name'),
          network: f.network,
        }),
      );
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
      ...database,
    ],
    run: async (db, f) => {
      const kind = f.kind ?? 'b2b';
      if (kind !== 'b2b' && kind !== 'site') throw new StartupError('--kind must be b2b or site.');
      const { rawKey, id } = await db.write((q) =>
        auditedCreateKey(q, commandLineAuthor(), {
          label: required(f, 'label'),
          kind,
          siteDomain: f['site-domain'],
          networks: list(f.networks),
          venues: list(f.venues),
        }),
      );
      return `key ${id}: ${rawKey}\n(shown once: it is stored hashed and cannot be shown again)`;
    },
  },
  'list-keys': {
    help: 'list API keys with whether each has a password and its allowed addresses (never keys or passwords)',
    flags: [...database],
    run: async (db) =>
      (await listApiKeys(db.query))
        .map(
          (k) =>
            `${k.id}\t${k.kind}\t${k.revokedAt ? 'revoked' : 'active'}\t${k.label}\tnetworks=${k.networks.join(',')}\tvenues=${k.venues.join(',')}${k.siteDomain ? `\tsite=${k.siteDomain}` : ''}` +
            (k.kind === 'b2b'
              ? `\tpassword=${k.hasPassword ? 'yes' : 'no'}\taddresses=${k.allowedAddresses?.join(',') ?? 'any'}`
              : ''),
        )
        .join('\n') || 'no keys',
  },
  'revoke-key': {
    help: 'revoke an API key by id',
    flags: [{ name: 'id', help: 'key id from list-keys' }, ...database],
    run: async (db, f) => {
      const id = keyIdOf(f);
      const revoked = await db.write((q) =>
        auditedKeyChange(q, commandLineAuthor(), id, 'key.revoke', () => revokeApiKey(q, id)),
      );
      if (!revoked) throw new StartupError(`There is no active key ${f.id}.`);
      return `key ${f.id} revoked`;
    },
  },
  'set-key-password': {
    help: 'set the password of a b2b key (read from standard input), or --clear it',
    flags: [
      { name: 'id', help: 'key id from list-keys' },
      { name: 'clear', help: 'remove the password: the ApiKey alone is enough again', boolean: true },
      ...database,
    ],
    run: (db, f, _settings, input) => setKeyPasswordCommand(db, f, input),
  },
  'set-key-addresses': {
    help: 'restrict a b2b key to client addresses (CIDRs), or allow --any',
    flags: [
      { name: 'id', help: 'key id from list-keys' },
      { name: 'addresses', help: 'comma-separated addresses or CIDRs, e.g. 10.0.0.0/8,192.0.2.7' },
      { name: 'any', help: 'lift the restriction', boolean: true },
      ...database,
    ],
    run: setKeyAddressesCommand,
  },
  'block-guest': guestBlocking(true, 'block a guest: it can no longer pay with bonuses'),
  'unblock-guest': guestBlocking(false, 'unblock a guest'),
  'add-admin': {
    help: 'add a console administrator (password from standard input, or --link)',
    flags: [...addAdminFlags, ...database],
    run: addAdminCommand,
  },
  'admin-link': {
    help: "print a new one-time link to set an administrator's password",
    flags: [...linkFlags, ...database],
    run: adminLinkCommand,
  },
  'disable-admin': {
    help: 'disable a console administrator and end their sessions',
    flags: [...emailFlags, ...database],
    run: disableAdminCommand,
  },
  bootstrap: {
    help: 'apply a bootstrap file (JSON or YAML)',
    flags: [{ name: 'file', help: 'the bootstrap file' }, ...database],
    run: async (db, f) => {
      const file = path.resolve(required(f, 'file'));
      const { generatedKeys } = await applyBootstrap(db, readBootstrap(file), file);
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
    ...Object.entries(commands).map(([name, c]) => `  ${name.padEnd(19)}${c.help}`),
    '',
    'Run a command with --help to see its options.',
  ].join('\n');
}

/**
 * `npm run loyalty-admin -- <command>` with `argv` the words after the script: what it prints, or a StartupError
 * (one line for the user). Runs in the caller's process, so tests call it without spawning one per command.
 */
export async function loyaltyAdmin(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  input: CommandInput,
): Promise<string> {
  const [name, ...rest] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    if (name && name !== '--help' && name !== '-h') throw new StartupError(`Unknown command ${name}.\n${overview()}`);
    return overview();
  }
  const flags = parseFlags(rest, command.flags);
  if (flags.help) return usage(`npm run loyalty-admin -- ${name}`, command.flags);
  if ('standalone' in command) return command.standalone(flags);
  const dir = prepareDataDir(flags['data-dir'], env);
  /** The same database settings as the service: flag, TILLBRIDGE_LOYALTY_DATABASE_URL or the data folder's config file. */
  const settings = loadLoyaltySettings(dir, env, {
    'database-url': flags['database-url'],
    'public-url': flags['public-url'],
  });
  const db = await openLoyaltyDb(settings, dir, pino({ level: 'silent' }));
  try {
    return await command.run(db, flags, settings, input);
  } catch (error) {
    if (error instanceof StartupError) throw error;
    throw new StartupError((error as Error).message);
  } finally {
    await db.close();
  }
}
