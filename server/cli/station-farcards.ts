import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseXml } from '../authcall/xml/authcall-xml.js';
import { parseFlags, usage, type FlagSpec } from '../config/parse-flags.js';
import { StartupError } from '../errors/startup-error.js';
import { writeFileAtomic } from '../storage/atomic-file.js';
import { checkFromFile, checkTotal, checkXml, generatedCheck, type SimCheck } from '../station-sim/farcards-check.js';
import { describeFarcardsAnswer } from '../station-sim/farcards-output.js';
import { cardInfoRequest, transactionsRequest, type SimTransaction } from '../station-sim/farcards-requests.js';
import { bridgeUrlFlag, intFlag, moneyFlag, onOffFlag } from '../station-sim/station-flags.js';
import { postStationCall } from '../station-sim/station-call.js';

export const farcardsActions = ['card', 'pay', 'close', 'return'];

/** The farcards command's own flags: a data table shaped like stationFlagSpecs on purpose (one row a flag). */
const specs: readonly FlagSpec[] = [
  { name: 'url', help: 'the bridge (default http://127.0.0.1:1220)' },
  { name: 'path', help: "ExtDllHttp.ini Address's path, the handlers below it (default /farcards)" },
  { name: 'card', help: 'the card number as swiped or typed (digits)' },
  {
    name: 'check',
    help: 'a check file: a CHECK XML as the cash server writes it, or JSON {"lines":[{code,name,quantity,sum}]}',
  },
  { name: 'lines', help: 'a generated check of this many lines (with --total)' },
  { name: 'total', help: 'the generated check total in currency units, e.g. 1000.00' },
  { name: 'bonus', help: 'pay/close/return: the bonus write-off in currency units, e.g. 500.00 (Kind 0)' },
  { name: 'accrual', help: 'close/return: an accrual the till computed itself, in currency units (Kind 2)' },
  { name: 'money', help: "the bridge's farcards.money: kopecks (default) or units" },
  { name: 'unit', help: 'UnitNo, the station number (default 1)' },
  { name: 'state', help: 'file keeping the last check for pay/close/return (default in the temp folder)' },
  { name: 'xml', help: 'on: print the raw answer XML too' },
];

const defaultState = path.join(os.tmpdir(), 'tillbridge-farcards-check.json');

/** `npm run station -- farcards card|pay|close|return`: plays the cash server's FarCards calls against the bridge. */
export async function farcardsStation(argv: readonly string[]): Promise<void> {
  const [first, ...rest] = argv;
  const action = first && !first.startsWith('-') ? first.toLowerCase() : undefined;
  const flags = parseFlags(action ? rest : argv, specs);
  const command = `npm run station -- farcards <${farcardsActions.join('|')}>`;
  if (flags.help || !action) {
    process.stdout.write(`${usage(command, specs)}\n`);
    if (!flags.help) throw new StartupError(`Name an action: ${farcardsActions.join(', ')}.`);
    return;
  }
  if (!farcardsActions.includes(action))
    throw new StartupError(`Unknown farcards action ${first}: use one of ${farcardsActions.join(', ')}.`);
  const url = bridgeUrlFlag(flags.url);
  const base = `${url}${(flags.path ?? '/farcards').replace(/\/$/, '')}`;
  const money = flags.money ?? 'kopecks';
  if (money !== 'kopecks' && money !== 'units') throw new StartupError(`Invalid --money ${money}: kopecks or units.`);
  const unit = intFlag(flags.unit, 'unit', 0, 255) ?? 1;
  const stateFile = flags.state ?? defaultState;
  const given = givenCheck(flags);
  const card = flags.card ?? (action === 'card' ? undefined : loadState(stateFile).card);
  if (card === undefined || !/^\d{1,19}$/.test(card))
    throw new StartupError(`${action} needs --card with the card's digits${card ? `; got ${card}` : ''}.`);
  const bonus = moneyFlag(flags.bonus, 'bonus', 1);
  const accrual = moneyFlag(flags.accrual, 'accrual', 1);
  let target: string;
  let body: string;
  if (action === 'card') {
    target = `${base}/getcardinfoex`;
    if (given) saveState(stateFile, { card, check: given });
    body = cardInfoRequest(card, unit, given ? checkXml(given, 7, card) : undefined);
  } else {
    const check = given ?? loadState(stateFile).check;
    if (given) saveState(stateFile, { card, check: given });
    const transactions = batchOf(action, checkTotal(check), bonus, accrual);
    target = `${base}/transactionsex`;
    body = transactionsRequest(
      card,
      unit,
      check.checkNumber,
      transactions,
      checkXml(check, action === 'return' ? 3 : 1, card),
      money,
    );
  }
  const text = await postStationCall(url, target, body, 60_000, onOffFlag(flags.xml, 'xml') ?? false);
  if (text === undefined) return;
  const answer = describeFarcardsAnswer(parseXml(text).root, money);
  process.stdout.write(`${answer.lines.join('\n')}\n`);
  if (answer.failed) process.exitCode = 1;
}

/**
 * The transactions of one call, signed as r_keeper signs them: pay writes bonuses off (Kind 0, negative); close adds
 * the guest's own money (Kind 3) and an accrual the till computed (Kind 2); return reverses each sign.
 */
function batchOf(
  action: string,
  totalMinor: number,
  bonus: number | undefined,
  accrual: number | undefined,
): SimTransaction[] {
  if (action === 'pay') {
    if (bonus === undefined) throw new StartupError('pay needs --bonus, the amount to write off, e.g. 500.00.');
    return [{ kind: 0, amountMinor: -bonus }];
  }
  const sign = action === 'return' ? -1 : 1;
  const batch: SimTransaction[] = [];
  if (bonus !== undefined) batch.push({ kind: 0, amountMinor: -sign * bonus });
  if (accrual !== undefined) batch.push({ kind: 2, amountMinor: sign * accrual });
  batch.push({ kind: 3, amountMinor: sign * Math.max(0, totalMinor - (bonus ?? 0)) });
  return batch;
}

function givenCheck(flags: Record<string, string | undefined>): SimCheck | undefined {
  if (flags.check !== undefined) {
    if (flags.lines !== undefined || flags.total !== undefined)
      throw new StartupError('Give --check, or --lines and --total, not both.');
    return checkFromFile(flags.check);
  }
  if ((flags.lines === undefined) !== (flags.total === undefined))
    throw new StartupError('A generated check needs both --lines and --total.');
  if (flags.lines === undefined) return undefined;
  return generatedCheck(intFlag(flags.lines, 'lines', 1, 500)!, moneyFlag(flags.total, 'total', 1)!);
}

interface SavedCheck {
  readonly card: string;
  readonly check: SimCheck;
}

function saveState(file: string, saved: SavedCheck): void {
  writeFileAtomic(file, `${JSON.stringify(saved, null, 2)}\n`);
}

function loadState(file: string): SavedCheck {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as SavedCheck;
  } catch {
    throw new StartupError(
      `No saved check in ${file}: run "farcards card --card N --lines 2 --total 1000.00" first, or give --check.`,
    );
  }
}
