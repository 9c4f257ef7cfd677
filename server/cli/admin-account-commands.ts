import { z } from 'zod';
import { StartupError } from '../errors/startup-error.js';
import { hashKeyPassword } from '../loyalty/api-keys/key-password.js';
import {
  addAdmin,
  createPasswordLink,
  disableAdmin,
  findAdmin,
  passwordLinkPath,
  type AdminAccount,
} from '../loyalty/console/admin-accounts.js';
import { adminPasswordProblem } from '../loyalty/console/admin-password.js';
import { commandLineAuthor, recordAudit } from '../loyalty/console/audit-log.js';
import { allProgrammes } from '../loyalty/console/programme-access.js';
import type { LoyaltyDb, Queries } from '../loyalty/database/loyalty-db.js';
import { resolveOrganization } from '../loyalty/organizations/organization-store.js';
import { flagValues, type FlagSpec } from '../config/parse-flags.js';
import type { CommandInput } from './read-password.js';

type Flags = Record<string, string | undefined>;

const publicUrl: FlagSpec = {
  name: 'public-url',
  help: "the service's public address for the link, e.g. https://loyalty.example (default: TILLBRIDGE_LOYALTY_PUBLIC_URL, else publicUrl of the config file)",
};

/** The flags of add-admin besides the database's. */
export const addAdminFlags: readonly FlagSpec[] = [
  { name: 'email', help: "the administrator's e-mail (their sign-in name)" },
  {
    name: 'network',
    help: 'a network they administer (repeat for more; none and no --venue: an owner)',
    multiple: true,
  },
  { name: 'venue', help: 'a venue outside any network they administer, by posObjectId (repeatable)', multiple: true },
  { name: 'link', help: 'print a one-time link to set the password instead of reading it', boolean: true },
  publicUrl,
];
export const emailFlags: readonly FlagSpec[] = [{ name: 'email', help: "the administrator's e-mail" }];
export const linkFlags: readonly FlagSpec[] = [...emailFlags, publicUrl];

function emailOf(flags: Flags): string {
  const email = (flags.email ?? '').trim().toLowerCase();
  if (!z.email().safeParse(email).success) throw new StartupError('--email must be an e-mail address.');
  return email;
}

/** The scopes of the programmes named by --network and --venue. */
async function scopesOf(db: LoyaltyDb, flags: Flags): Promise<number[]> {
  const programmes = await allProgrammes(db.query);
  const scopeOf = (id: string) => programmes.find((p) => p.id === id)?.scopeId;
  const scopes: number[] = [];
  for (const code of flagValues(flags, 'network')) {
    const scopeId = scopeOf(code);
    if (scopeId === undefined) throw new StartupError(`There is no network ${code}.`);
    scopes.push(scopeId);
  }
  for (const posObjectId of flagValues(flags, 'venue')) {
    const scopeId = scopeOf(`venue:${posObjectId}`);
    if (scopeId !== undefined) scopes.push(scopeId);
    else if (await resolveOrganization(db, db.query, { type: 'posObjectId', id: posObjectId }))
      throw new StartupError(`Venue ${posObjectId} belongs to a network: give --network with the network's code.`);
    else throw new StartupError(`There is no venue ${posObjectId}.`);
  }
  return [...new Set(scopes)];
}

/** The password: typed twice at a terminal (not echoed), or all of piped standard input. */
async function readPassword(email: string, input: CommandInput): Promise<string> {
  let password: string;
  if (input.terminal) {
    password = await input.hidden(`Password for ${email}: `);
    if ((await input.hidden('The same password again: ')) !== password)
      throw new StartupError('The two passwords differ: nothing was changed.');
  } else password = await input.piped();
  const problem = await adminPasswordProblem(password, [email, email.split('@')[0] ?? '']);
  if (problem !== undefined) throw new StartupError(`The password ${problem}.`);
  return password;
}

/** The service's public address (`publicUrl`: --public-url, TILLBRIDGE_LOYALTY_PUBLIC_URL or the config file), validated with the other settings. */
export interface LinkSettings {
  readonly publicUrl?: string | undefined;
}

/** The one-time link to print: the full address when the public one is known, else the path to put behind it. */
function linkText(publicUrl: string | undefined, rawToken: string): string {
  const path = passwordLinkPath(rawToken);
  const base = publicUrl?.replace(/\/$/, '');
  const validity = '(works once, for 24 hours)';
  if (base === undefined)
    return `${path}\n${validity}: put the loyalty service's address in front, e.g. http://HOST:PORT${path}`;
  return `${base}${path}\n${validity}`;
}

async function activeAdmin(db: LoyaltyDb, email: string): Promise<AdminAccount> {
  const admin = await findAdmin(db.query, email);
  if (!admin) throw new StartupError(`There is no administrator ${email}.`);
  if (admin.disabled) throw new StartupError(`Administrator ${email} is disabled.`);
  return admin;
}

const newLink = async (q: Queries, admin: { id: number; email: string }) => {
  const raw = await createPasswordLink(q, admin.id, Date.now());
  await recordAudit(q, commandLineAuthor(), { action: 'admin.link', target: `admin ${admin.email}`, scopeId: null });
  return raw;
};

/** `add-admin --email E [--network CODE ...] [--venue POS_OBJECT_ID ...] [--link]`. */
export async function addAdminCommand(
  db: LoyaltyDb,
  flags: Flags,
  settings: LinkSettings,
  input: CommandInput,
): Promise<string> {
  const email = emailOf(flags);
  const scopeIds = await scopesOf(db, flags);
  const taken = `There is already an administrator ${email}.`;
  if (await findAdmin(db.query, email)) throw new StartupError(taken);
  const passwordHash = flags.link ? null : await hashKeyPassword(await readPassword(email, input));
  const link = await db.write(async (q) => {
    const id = await addAdmin(q, { email, scopeIds, passwordHash });
    if (id === undefined) throw new StartupError(taken);
    await recordAudit(q, commandLineAuthor(), {
      action: 'admin.add',
      target: `admin ${email}`,
      scopeId: null,
      after: { email, owner: scopeIds.length === 0, scopeIds },
    });
    return flags.link ? newLink(q, { id, email }) : undefined;
  });
  const access = scopeIds.length === 0 ? 'an owner: every programme' : `${scopeIds.length} programme(s)`;
  const added = `administrator ${email} added (${access})`;
  return link === undefined ? added : `${added}; set the password at\n${linkText(settings.publicUrl, link)}`;
}

/** `admin-link --email E`: a new one-time link (a forgotten password); earlier unused links stop working. */
export async function adminLinkCommand(db: LoyaltyDb, flags: Flags, settings: LinkSettings): Promise<string> {
  const admin = await activeAdmin(db, emailOf(flags));
  const raw = await db.write((q) => newLink(q, admin));
  return `a new link for ${admin.email}:\n${linkText(settings.publicUrl, raw)}`;
}

/** `disable-admin --email E`: ends their sessions and links; they can no longer sign in. */
export async function disableAdminCommand(db: LoyaltyDb, flags: Flags): Promise<string> {
  const admin = await activeAdmin(db, emailOf(flags));
  await db.write(async (q) => {
    await disableAdmin(q, admin.id);
    await recordAudit(q, commandLineAuthor(), {
      action: 'admin.disable',
      target: `admin ${admin.email}`,
      scopeId: null,
    });
  });
  return `administrator ${admin.email} disabled`;
}
