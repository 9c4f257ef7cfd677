import { StartupError } from '../errors/startup-error.js';
import { addressEntryHint, normalizeAddressEntry } from '../loyalty/api-keys/address-list.js';
import { hashKeyPassword, isAcceptablePassword, passwordHint } from '../loyalty/api-keys/key-password.js';
import { setKeyAddresses, setKeyPassword, type KeyLoginChange } from '../loyalty/api-keys/key-login-store.js';
import { auditedKeyChange } from '../loyalty/provisioning/audited-changes.js';
import { commandLineAuthor } from '../loyalty/console/audit-log.js';
import type { LoyaltyDb } from '../loyalty/database/loyalty-db.js';
import type { CommandInput } from './read-password.js';

type Flags = Record<string, string | undefined>;

/** The `--id` of a key (from list-keys). */
export function keyIdOf(flags: Flags): number {
  const id = Number(flags.id);
  if (!flags.id || !Number.isSafeInteger(id)) throw new StartupError('--id must be a key id from list-keys.');
  return id;
}

/** The password piped into standard input: one line (its line break dropped); never a flag, never from a terminal. */
async function passwordFromStdin(input: CommandInput): Promise<string> {
  if (input.terminal)
    throw new StartupError(
      'set-key-password reads the password from standard input: pipe it in, e.g. ' +
        '`read -rs PW; printf %s "$PW" | npm run loyalty-admin -- set-key-password --id 3`.',
    );
  const password = await input.piped();
  if (!isAcceptablePassword(password)) throw new StartupError(`The password on standard input ${passwordHint}.`);
  return password;
}

function refused(id: number, change: KeyLoginChange): void {
  if (change === 'noActiveKey') throw new StartupError(`There is no active key ${id}.`);
  if (change === 'siteKey')
    throw new StartupError(`Key ${id} is a site key: passwords and address lists are for b2b keys.`);
}

/** `set-key-password --id N [--clear]`: sets the password read from standard input, or clears it. */
export async function setKeyPasswordCommand(db: LoyaltyDb, flags: Flags, input: CommandInput): Promise<string> {
  const id = keyIdOf(flags);
  const hash = flags.clear ? null : await hashKeyPassword(await passwordFromStdin(input));
  const action = hash ? 'key.password.set' : 'key.password.clear';
  const change = await db.write((q) =>
    auditedKeyChange(q, commandLineAuthor(), id, action, () => setKeyPassword(q, id, hash)),
  );
  refused(id, change);
  return hash
    ? `key ${id}: password set (tokens issued under the previous one no longer work)`
    : `key ${id}: password cleared (the ApiKey alone is enough again)`;
}

/** `set-key-addresses --id N --addresses CIDR,... | --any`. */
export async function setKeyAddressesCommand(db: LoyaltyDb, flags: Flags): Promise<string> {
  const id = keyIdOf(flags);
  if ((flags.addresses === undefined) === !flags.any)
    throw new StartupError('Give either --addresses CIDR,... or --any.');
  const entries = flags.any
    ? null
    : (flags.addresses ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
        .map((entry) => {
          const normalized = normalizeAddressEntry(entry);
          if (normalized === undefined) throw new StartupError(`--addresses: "${entry}" ${addressEntryHint}.`);
          return normalized;
        });
  if (entries?.length === 0) throw new StartupError('--addresses needs at least one address, or use --any.');
  const change = await db.write((q) =>
    auditedKeyChange(q, commandLineAuthor(), id, 'key.addresses', () => setKeyAddresses(q, id, entries)),
  );
  refused(id, change);
  return `key ${id}: allowed from ${entries ? entries.join(', ') : 'any address'}`;
}
