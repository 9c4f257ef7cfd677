import type { FuzzBridge, FuzzLoyalty } from './fuzz-bridge.js';
import { checkReply, describedInJson, describedInText, fuzzTarget, send, type FuzzTally } from './fuzz-run.js';
import { mutateJson } from './json-mutations.js';
import { loyaltyMessages } from './loyalty-messages.js';
import { Prng } from '../../shared/seeded-random.js';
import { mutateXml } from './xml-mutations.js';
import { stationMessages } from './station-messages.js';

export interface FuzzCounts {
  readonly seed: number;
  readonly xml: number;
  readonly json: number;
}

/** Content types a body may come with: mostly the right one, sometimes none, another, or an odd charset. */
const xmlTypes = ['application/xml; charset=utf-8', 'text/xml', 'application/xml; charset=windows-1251', ''];
const jsonTypes = ['application/json', 'application/json; charset=utf-8', 'text/plain', ''];

/**
 * Request `index` of a run: a message picked and mutated by a generator seeded with (seed, index), so each request
 * can be rebuilt alone from the two numbers a failure names.
 */
const rngOf = (seed: number, index: number, stream: number) => new Prng((seed * 1_000_003 + index * 7 + stream) >>> 0);

/** Sends the mutated station messages and loyalty bodies to a running bridge (SQLite); one tally per target. */
export async function runFuzz(target: FuzzBridge, counts: FuzzCounts): Promise<FuzzTally[]> {
  const { url } = target.bridge;
  const xmlMessages = stationMessages('{F-1}', target.card, target.phone);
  const xml = await fuzzTarget('station XML (/authcall.xml)', url, counts.xml, (index) => {
    const rng = rngOf(counts.seed, index, 1);
    const message = rng.pick(xmlMessages);
    const type = rng.chance(0.9) ? xmlTypes[0]! : rng.pick(xmlTypes);
    const headers: Record<string, string> = type ? { 'content-type': type } : {};
    return {
      path: `/authcall.xml/${message.op}.xml`,
      body: rng.chance(0.03) ? message.body : mutateXml(rng, message.body),
      headers,
      check: checkReply(describedInText),
    };
  });
  return [xml, await runLoyaltyFuzz('loyalty JSON on SQLite (/b2b/v1, /guest/v1)', target, counts)];
}

/** Sends the mutated loyalty bodies to a loyalty service (the bridge's embedded one, or a hosted one). */
export function runLoyaltyFuzz(name: string, target: FuzzLoyalty, counts: FuzzCounts): Promise<FuzzTally> {
  const jsonMessages = loyaltyMessages(target.access.posObjectId, target.phone, target.card);
  return fuzzTarget(name, target.url, counts.json, (index) => {
    const rng = rngOf(counts.seed, index, 2);
    const message = rng.pick(jsonMessages);
    const type = rng.chance(0.9) ? jsonTypes[0]! : rng.pick(jsonTypes);
    const headers: Record<string, string> = type ? { 'content-type': type } : {};
    if (message.path.startsWith('/b2b/')) headers.ApiKey = target.access.apiKey;
    else Object.assign(headers, { ApiKey: target.siteKey, Authorization: 'Bearer not-a-token' });
    return {
      path: message.path,
      body: rng.chance(0.03) ? JSON.stringify(message.body) : mutateJson(rng, message.body),
      headers,
      check: checkReply(describedInJson(message.path)),
    };
  });
}

/** True when the bridge still answers a valid station message and a valid loyalty call with 200. */
export async function stillServes(target: FuzzBridge): Promise<boolean> {
  const menu = await send(target.bridge.url, {
    path: '/authcall.xml/getmenulist.xml',
    body: '<?xml version="1.0" encoding="utf-8"?><GetMenuList version="2"/>',
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
  return menu.status === 200 && (await loyaltyStillServes(target));
}

/** True when the loyalty service still answers a valid call with 200. */
export async function loyaltyStillServes(target: FuzzLoyalty): Promise<boolean> {
  const wallet = await send(target.url, {
    path: '/b2b/v1/loyalty/guests/getWallet',
    body: JSON.stringify({
      organization: { type: 'posObjectId', id: target.access.posObjectId },
      guest: { type: 'phone', phone: target.phone },
    }),
    headers: { 'content-type': 'application/json', ApiKey: target.access.apiKey },
  });
  return wallet.status === 200;
}
