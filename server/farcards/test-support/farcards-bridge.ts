import path from 'node:path';
import { pino } from 'pino';
import { request } from 'undici';
import type { BridgeSettings } from '../../config/config-schema.js';
import { startBridge } from '../../core/start-bridge.js';
import type { RunningService } from '../../core/running-service.js';
import { tempDir } from '../../payments/test-support/station-driver.js';
import type { FarcardsService } from '../farcards-contract.js';
import { openSqliteLoyaltyDb } from '../../loyalty/database/sqlite-loyalty-db.js';
import { applyBootstrap } from '../../loyalty/provisioning/apply-bootstrap.js';
import { bootstrapSchema } from '../../loyalty/provisioning/bootstrap-schema.js';
import { defaultVenueId } from '../../loyalty/provisioning/embedded-default.js';

/**
 * Gives the embedded loyalty service in a bridge's `dataDir` (its venue) the programme of the Done-when: a 50%
 * share and one rank with 5% cashback; its rule for payments without a check `paymentsWithoutCheck` where given.
 */
export async function bootstrapHalfShareProgramme(
  dataDir: string,
  paymentsWithoutCheck?: 'upToBalance' | 'refused',
): Promise<void> {
  const loyaltyDb = openSqliteLoyaltyDb(path.join(dataDir, 'loyalty.sqlite'));
  try {
    const programme = {
      venue: defaultVenueId,
      name: 'Half',
      maxBonusSharePercent: 50,
      ...(paymentsWithoutCheck ? { paymentsWithoutCheck } : {}),
      ranks: [{ name: 'Bronze', threshold: 0, cashbackPercentage: 5 }],
    };
    await applyBootstrap(loyaltyDb, bootstrapSchema.parse({ programmes: [programme] }));
  } finally {
    await loyaltyDb.close();
  }
}

/** The real bridge in this process on a free loopback port, its FarCards door enabled over `service`. */
export async function startFarcardsBridge(
  service: FarcardsService,
  settings: Partial<BridgeSettings> = {},
): Promise<RunningService> {
  return await startBridge({
    settings: { host: '127.0.0.1', port: 0, logLevel: 'fatal', farcards: { enabled: true }, ...settings },
    dataDir: tempDir(),
    logger: pino({ level: 'silent' }),
    shell: 'headless',
    farcards: service,
  });
}

export interface FarcardsReply {
  readonly status: number;
  readonly contentType: string | undefined;
  readonly text: string;
}

/** POSTs a body to a FarCards path as ExtDllHTTP does (no browser headers), with a Content-Type of the test's choosing. */
export async function postFarcards(
  url: string,
  body: string | Uint8Array,
  headers: Record<string, string> = { 'content-type': 'text/xml; charset=utf-8' },
): Promise<FarcardsReply> {
  const reply = await request(url, { method: 'POST', headers, body });
  return {
    status: reply.statusCode,
    contentType: reply.headers['content-type'] as string | undefined,
    text: await reply.body.text(),
  };
}

/** A constructed CHECK (r_keeper's check XML) with `lines` as `[code, name, sum]` in currency units. */
export function checkXml(lines: readonly (readonly [string, string, string])[], extra = ''): string {
  const rows = lines
    .map(
      ([code, name, sum], index) =>
        `<LINE uni="${index + 1}" code="${code}" name="${name}" type="dish" price="${sum}" pr_list_sum="${sum}" quantity="1" sum="${sum}"/>`,
    )
    .join('');
  return (
    `<CHECK stationcode="2" restaurantcode="199990007" chmode="7" locale="1049" generateddatetime="2026-11-28T12-40-00" ${extra}>` +
    `<EXTINFO><INTERFACES current="11"><INTERFACE type="PDS" id="11" mode="1" interface="11"><HOLDERS><ITEM cardcode="2990000012345"/></HOLDERS></INTERFACE></INTERFACES></EXTINFO>` +
    `<CHECKDATA checknum="5012" ordernum="1148/1" orderguid="{0B1C2D3E-0000-4000-8000-000000000001}" checkguid="{7E2A0000-0000-4000-8000-000000000002}">` +
    `<CHECKLINES count="${lines.length}">${rows}</CHECKLINES></CHECKDATA></CHECK>`
  );
}
