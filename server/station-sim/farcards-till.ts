import { postStationXml } from '../http/post-station-xml.js';
import { checkXml, type SimCheck } from './farcards-check.js';
import { cardInfoRequest, transactionsRequest, type SimTransaction } from './farcards-requests.js';

/** A cash server's FarCards side: the bridge's handlers below `base` (e.g. `http://127.0.0.1:1220/farcards`), kopecks. */
export interface FarcardsTill {
  readonly base: string;
  readonly unitNo: number;
  readonly timeoutMs?: number;
}

/** An answer of the bridge: its text, whether it said Result 0, and its Summa (what bonuses may pay) if it has one. */
export interface FarcardsAnswer {
  readonly text: string;
  readonly done: boolean;
  readonly summaMinor: number | undefined;
}

async function post(till: FarcardsTill, handler: string, body: string): Promise<FarcardsAnswer> {
  const reply = await postStationXml(`${till.base}/${handler}`, body, till.timeoutMs);
  const text = await reply.body.text();
  if (reply.statusCode !== 200) throw new Error(`${handler} answered ${reply.statusCode}: ${text.trim()}`);
  const summa = /\bSumma="(-?\d+)"/.exec(text)?.[1];
  return { text, done: /\bResult="0"/.test(text), summaMinor: summa === undefined ? undefined : Number(summa) };
}

/** getcardinfoex with the check (chmode 7): the holder and what bonuses may pay on it. */
export function lookUpCard(till: FarcardsTill, card: string, check: SimCheck): Promise<FarcardsAnswer> {
  return post(till, 'getcardinfoex', cardInfoRequest(card, till.unitNo, checkXml(check, 7, card)));
}

/** transactionsex: one batch of the check in `mode` (1 sale, 3 return), all or nothing. */
export function postTransactions(
  till: FarcardsTill,
  card: string,
  check: SimCheck,
  mode: number,
  transactions: readonly SimTransaction[],
): Promise<FarcardsAnswer> {
  const body = transactionsRequest(
    card,
    till.unitNo,
    check.checkNumber,
    transactions,
    checkXml(check, mode, card),
    'kopecks',
  );
  return post(till, 'transactionsex', body);
}

/** The close of a sale as r_keeper posts it: the write-off again (Kind 0) and the guest's own money (Kind 3). */
export function closingBatch(totalMinor: number, writeOffMinor: number): SimTransaction[] {
  return [
    ...(writeOffMinor > 0 ? [{ kind: 0 as const, amountMinor: -writeOffMinor }] : []),
    { kind: 3, amountMinor: totalMinor - writeOffMinor },
  ];
}

/** The return of a closed sale: the close's transactions with their signs reversed. */
export function returnBatch(totalMinor: number, writeOffMinor: number): SimTransaction[] {
  return closingBatch(totalMinor, writeOffMinor).map((t) => ({ kind: t.kind, amountMinor: -t.amountMinor }));
}
