import { parseXml } from '../authcall/xml/authcall-xml.js';
import { childText } from '../authcall/xml/xml-element.js';
import * as requests from '../station-sim/station-requests.js';
import type { PaymentView } from '../../shared/api/payment-prompt.js';
import type { DemoGuest, DemoStation } from './demo-data.js';
import { postStationXml } from '../http/post-station-xml.js';

/** Plays a till against a running bridge over its real HTTP ports: the station driver's XML and the cashier's window. */

export interface DemoBridge {
  readonly url: string;
  /** The window's token (`<data>/terminal-token`). */
  readonly token: string;
}

/** How a demo payment ends: paid by card or phone, then confirmed or voided; or declined by the cashier. */
export type DemoEnding =
  | {
      readonly kind: 'paid';
      readonly guest: DemoGuest;
      readonly by: 'card' | 'phone';
      readonly then: 'confirm' | 'void';
    }
  | { readonly kind: 'declined' };

const source = (station: DemoStation): requests.Source => ({
  station: station.cashguid,
  server: '{0D3B6C1E-6A51-4B7E-9C2A-5E1F00000001}',
  restaurant: '{0D3B6C1E-6A51-4B7E-9C2A-5E1F00000002}',
  fullcode: station.fullcode,
});

async function station(bridge: DemoBridge, op: string, xml: string): Promise<string> {
  const reply = await postStationXml(`${bridge.url}/authcall.xml/${op}.xml`, xml);
  const text = await reply.body.text();
  if (reply.statusCode !== 200) throw new Error(`${op} answered ${reply.statusCode}: ${text.trim()}`);
  return text;
}

async function window<T>(bridge: DemoBridge, path: string, body?: object): Promise<T> {
  const response = await fetch(`${bridge.url}/api/terminal${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', 'x-tillbridge-token': bridge.token },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The payment the station's authpay is waiting with, once the window can see it. */
async function waitingPayment(bridge: DemoBridge, cashguid: string): Promise<PaymentView> {
  for (;;) {
    const { payments } = await window<{ payments: PaymentView[] }>(bridge, '/payments/pending');
    const found = payments.find((p) => p.station === cashguid);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** One payment from authpay to its end; resolves with the station's OpResult (1 paid, 0 not). */
export async function playPayment(
  bridge: DemoBridge,
  at: DemoStation,
  amountMinor: number,
  ending: DemoEnding,
): Promise<number> {
  const src = source(at);
  const authpay = station(bridge, 'authpay', requests.authPay(src, 4, amountMinor));
  const payment = await waitingPayment(bridge, at.cashguid);
  if (ending.kind === 'declined') await window(bridge, `/payments/${payment.id}/decline`, {});
  else {
    const lookup = ending.by === 'card' ? { cardNumber: ending.guest.card } : { phone: ending.guest.phone };
    await window(bridge, `/payments/${payment.id}/identify`, lookup);
  }
  const { root } = parseXml(await authpay);
  if (childText(root, 'OpResult') !== '1' || ending.kind === 'declined') return 0;
  const auXml: requests.AuXml = {
    ActionID: childText(root, 'ActionID') ?? '',
    CardCode: childText(root, 'CardCode') ?? '',
    AuthCode: childText(root, 'AuthCode') ?? '',
    AuthInfo: childText(root, 'AuthInfo') ?? '',
  };
  const settle = ending.then === 'confirm' ? 'ConfPay' : 'VoidPay';
  await station(bridge, settle.toLowerCase(), requests.settle(settle, src, 4, amountMinor, auXml, undefined));
  return 1;
}

/** Closes the shift (the station's doshift), which prints its Z-report. */
export async function closeShift(bridge: DemoBridge, at: DemoStation): Promise<void> {
  await station(bridge, 'doshift', requests.doShift(source(at)));
}

/** Waits until every call to the loyalty service the payments queued has gone through. */
export async function drainOutbox(bridge: DemoBridge): Promise<void> {
  await window(bridge, '/sync', {});
}
