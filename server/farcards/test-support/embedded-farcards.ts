import type { BridgeSettings } from '../../config/config-schema.js';
import {
  embeddedAccess,
  seedGuest,
  startTestBridge,
  type LoyaltyAccess,
  type TestBridge,
} from '../../payments/test-support/station-driver.js';
import { bootstrapHalfShareProgramme, checkXml, postFarcards } from './farcards-bridge.js';

/**
 * A bridge with `farcards.enabled` on its embedded loyalty service (SQLite), the programme bootstrapped for its venue
 * (50% share, 5% cashback) and a guest with a card and `bonuses` (currency units).
 */
export async function startEmbeddedFarcards(
  guest: { readonly phone: string; readonly card: string; readonly bonuses: number },
  settings: Partial<BridgeSettings> = {},
): Promise<{ readonly bridge: TestBridge; readonly access: LoyaltyAccess }> {
  const bridge = await startTestBridge({ farcards: { enabled: true }, ...settings });
  await bootstrapHalfShareProgramme(bridge.dataDir);
  const access = embeddedAccess(bridge.dataDir);
  await seedGuest(bridge.url, access, guest.phone, guest.card, guest.bonuses);
  return { bridge, access };
}

/** The cash server's side of the FarCards door for one card: lookups and transaction batches of checks. */
export function farcardsTill(url: string, card: string) {
  const at = (handler: string) => `${url}/farcards/${handler}`;
  const row = (kind: number, summa: number, checkNumber: number) =>
    `<TransactionsEx Card="${card}" Kind="${kind}" Summa="${summa}" Restaurant="7" RKDate="46354" RKUni="2" RKCheck="${checkNumber}"/>`;
  return {
    /** The check of 1,000.00 (a steak of 600.00, tea for 400.00) in the mode `chmode`, under its own guid and number. */
    check: (chmode: number, guid = '{7E2A0000-0000-4000-8000-000000000002}', checkNumber = 5012) =>
      checkXml([
        ['1003', 'Steak', '600.00'],
        ['1002', 'Tea', '400.00'],
      ])
        .replace('chmode="7"', `chmode="${chmode}"`)
        .replace('{7E2A0000-0000-4000-8000-000000000002}', guid)
        .replace('checknum="5012"', `checknum="${checkNumber}"`),
    lookUp: (inner: string) =>
      postFarcards(
        at('getcardinfoex'),
        `<?xml version="1.0" encoding="UTF-8"?><ROOT><QRY Card="${card}" Restaurant="7" UnitNo="2"><INPBUF>${inner}</INPBUF></QRY></ROOT>`,
      ),
    post: (rows: readonly (readonly [number, number])[], inner: string, checkNumber = 5012) =>
      postFarcards(
        at('transactionsex'),
        `<?xml version="1.0" encoding="utf-8"?><ROOT><Transactions>${rows.map(([kind, summa]) => row(kind, summa, checkNumber)).join('')}</Transactions><InpBuf InpKind="1">${inner}</InpBuf></ROOT>`,
      ),
  };
}
