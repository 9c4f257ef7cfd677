import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request } from 'undici';
import type { HeadlessServer } from './headless-server.js';

/** A line of the check posted to the FarCards door: a dish, or a modifier of the dish whose row is `parent`. */
export interface SeedLine {
  readonly name: string;
  readonly code: string;
  readonly sum: string;
  readonly quantity?: number;
  readonly parent?: number;
}

/**
 * Posts a getcardinfoex to the bridge's station port as r_keeper's ExtDllHTTP would (undici's request: fetch adds
 * `Sec-Fetch-Mode`, which the station port refuses), with a check of `lines` at FarCards unit `unitNo`.
 */
export async function lookUpCheck(
  bridge: HeadlessServer,
  card: string,
  unitNo: number,
  lines: readonly SeedLine[],
): Promise<string> {
  const rows = lines.map((line, index) => {
    const type = line.parent === undefined ? 'dish' : `modify" parentuni="${line.parent}`;
    return `<LINE uni="${index + 1}" code="${line.code}" name="${line.name}" type="${type}" pr_list_sum="${line.sum}" quantity="${line.quantity ?? 1}" sum="${line.sum}"/>`;
  });
  const check =
    `<CHECK stationcode="${unitNo}" chmode="7" generateddatetime="${new Date().toISOString()}">` +
    `<CHECKDATA checknum="7001" checkguid="{5D1C0000-0000-4000-8000-00000000${String(unitNo).padStart(4, '0')}}">` +
    `<CHECKLINES count="${rows.length}">${rows.join('')}</CHECKLINES></CHECKDATA></CHECK>`;
  const reply = await request(`${bridge.url}/farcards/getcardinfoex`, {
    method: 'POST',
    headers: { 'content-type': 'text/xml; charset=utf-8' },
    body: `<?xml version="1.0" encoding="UTF-8"?><ROOT><QRY Card="${card}" Restaurant="1" UnitNo="${unitNo}"><INPBUF>${check}</INPBUF></QRY></ROOT>`,
  });
  return reply.body.text();
}

/** A dinner of 1,000.00 in the window's language: a steak with a sauce (a modifier), two teas. */
export const dinner: Readonly<Record<'en' | 'ru', readonly SeedLine[]>> = {
  en: [
    { code: '1003', name: 'Ribeye steak', sum: '550.00' },
    { code: '2001', name: 'Pepper sauce', sum: '50.00', parent: 1 },
    { code: '1002', name: 'Black tea', sum: '400.00', quantity: 2 },
  ],
  ru: [
    { code: '1003', name: 'Стейк рибай', sum: '550.00' },
    { code: '2001', name: 'Перечный соус', sum: '50.00', parent: 1 },
    { code: '1002', name: 'Чай чёрный', sum: '400.00', quantity: 2 },
  ],
};

/**
 * Flags for a bridge whose embedded loyalty programme lets bonuses pay 50% of a check and gives 5% cashback (a bootstrap
 * file written once per run), so a check shows what bonuses may pay and what the guest will earn.
 */
export function halfShareProgramme(): string[] {
  const file = path.join(os.tmpdir(), `tillbridge-e2e-half-share-${process.pid}.json`);
  const programme = {
    venue: 'default',
    name: 'Half',
    maxBonusSharePercent: 50,
    ranks: [{ name: 'Bronze', threshold: 0, cashbackPercentage: 5 }],
  };
  fs.writeFileSync(
    file,
    JSON.stringify({ venues: [{ posObjectId: 'default', name: 'This venue' }], programmes: [programme] }),
  );
  return ['--loyalty-bootstrap', file];
}
