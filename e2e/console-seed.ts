import { randomUUID } from 'node:crypto';
import type { HeadlessServer } from './headless-server.js';

/** Two weeks of closed orders through the b2b API, as a network's tills would send them, for the console's reports. */

export interface Till {
  readonly posObjectId: string;
  readonly apiKey: string;
}

/** One b2b call; `orders/close` names the order only, the others the till's venue too. */
async function call(
  service: HeadlessServer,
  till: Till,
  endpoint: string,
  body: object,
  withVenue = true,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${service.url}/b2b/v1/loyalty/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ApiKey: till.apiKey },
    body: JSON.stringify(withVenue ? { organization: { type: 'posObjectId', id: till.posObjectId }, ...body } : body),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${endpoint} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : {}) as Record<string, unknown>;
}

const menu = [
  { code: 'COFFEE', name: 'Coffee', price: 200 },
  { code: 'CAKE', name: 'Cake', price: 350 },
  { code: 'LUNCH', name: 'Lunch', price: 690 },
  { code: 'TEA', name: 'Tea', price: 150 },
];

/**
 * For each of the `days` days before today and each till, a few orders for the guests in turn: calculated, confirmed (every
 * third paying part of what bonuses may pay) and closed that day at noon UTC. Counts vary by day so the charts show a
 * shape; the same input always makes the same orders.
 */
export async function seedOrders(
  service: HeadlessServer,
  tills: readonly Till[],
  phones: readonly string[],
  days: number,
): Promise<void> {
  let n = 0;
  for (let back = days; back >= 1; back--) {
    const day = new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
    for (const [t, till] of tills.entries()) {
      const count = 1 + ((back * 7 + t * 3) % 4);
      for (let i = 0; i < count; i++, n++) {
        const phone = phones[n % phones.length]!;
        const dish = menu[n % menu.length]!;
        const order = {
          openedAt: `${day}T11:${String(10 + i).padStart(2, '0')}:00Z`,
          items: [
            {
              product: { code: dish.code, name: dish.name },
              price: dish.price,
              cost: dish.price,
              quantity: 1 + (n % 3),
            },
          ],
        };
        const guest = { type: 'phone', phone };
        const calc = (await call(service, till, 'orders/calculate', { order, guest })) as {
          loyalty: { fingerprint: string; summary: { bonuses: { max: { payments: { total: number } } } } };
        };
        const max = calc.loyalty.summary.bonuses.max.payments.total;
        const payment = n % 3 === 0 ? Math.floor(max / 2) : 0;
        const id = randomUUID();
        await call(service, till, 'orders/confirm', {
          id,
          order,
          guest,
          loyalty: {
            pattern: 'fingerprint',
            fingerprint: {
              value: calc.loyalty.fingerprint,
              ...(payment > 0 ? { options: { bonuses: { payment } } } : {}),
            },
          },
        });
        await call(
          service,
          till,
          'orders/close',
          { id, closedAt: `${day}T12:${String(10 + i).padStart(2, '0')}:00Z` },
          false,
        );
      }
    }
  }
}
