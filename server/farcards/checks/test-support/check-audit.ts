import fs from 'node:fs';
import { loyaltyCall, type LoyaltyAccess } from '../../../payments/test-support/station-driver.js';

/** The programme for a hosted test service: bonuses pay up to 50 % of a check, 5 % cashback. */
export const halfProgramme = {
  name: 'Half',
  maxBonusSharePercent: 50,
  ranks: [{ name: 'Bronze', threshold: 0, cashbackPercentage: 5 }],
};

/** Writes a hosted service's bootstrap (JSON, which YAML reads too): one network, one venue with the programme, one key. */
export function writeCheckBootstrap(file: string, access: LoyaltyAccess): void {
  fs.writeFileSync(
    file,
    JSON.stringify({
      networks: [{ code: 'city', name: 'City cafes' }],
      venues: [{ posObjectId: access.posObjectId, name: 'Cafe 1', network: 'city' }],
      apiKeys: [{ label: 'till-1', key: access.apiKey, venues: [access.posObjectId] }],
      programmes: [{ venue: access.posObjectId, ...halfProgramme }],
    }),
  );
}

const minor = (units: number): number => Math.round(units * 100);

/** A guest's loyalty orders, their bonus records by order, and the wallet, as the loyalty service answers them. */
export interface GuestLedger {
  readonly balanceMinor: number;
  readonly orders: ReadonlyMap<
    string,
    { readonly status: string; readonly paidMinor: number; readonly earnedMinor: number }
  >;
  /** Every bonus record: its order (null for the seed), amount and comment. */
  readonly records: readonly {
    readonly orderId: string | null;
    readonly amountMinor: number;
    readonly comment: string;
  }[];
}

export async function readGuestLedger(url: string, access: LoyaltyAccess, phone: string): Promise<GuestLedger> {
  const guest = { type: 'phone', phone };
  const orders = new Map<string, { status: string; paidMinor: number; earnedMinor: number }>();
  const page = (await loyaltyCall(url, access, 'guests/getOrdersHistory', { guest, filter: { take: 1000 } }))
    .orders as Record<string, unknown>[];
  for (const order of page)
    orders.set(order.id as string, {
      status: order.status as string,
      paidMinor: minor(order.paidWithBonuses as number),
      /** The protocol spells the field with a Cyrillic "е" (server/loyalty-client/loyalty-client.ts). */
      earnedMinor: minor((order['\u0435arnedBonuses'] as number | undefined) ?? 0),
    });
  const wallet = await loyaltyCall(url, access, 'guests/getWallet', { guest });
  const history = (await loyaltyCall(url, access, 'guests/getBonusHistory', { guest, filter: { take: 100_000 } }))
    .records as { amount: number; orderId: string | null; comment: string | null }[];
  return {
    balanceMinor: minor(wallet.balance as number),
    orders,
    records: history.map((r) => ({ orderId: r.orderId, amountMinor: minor(r.amount), comment: r.comment ?? '' })),
  };
}
