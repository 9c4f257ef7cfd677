import { HttpError } from '../../errors/http-error.js';
import type { TipRequest } from '../../payments/settle-payment.js';
import { attribute, childElement, childText, type XmlElement } from '../xml/xml-element.js';

/** Largest `myAmount` accepted (hundredths): far below Number.MAX_SAFE_INTEGER. */
const maxAmountMinor = 100_000_000_000_00;

/** `MyPay/@myAmount` of an element: a whole number of hundredths above zero (or zero when `allowZero`), else 400. */
export function myAmount(parent: XmlElement | undefined, where: string, allowZero = false): number {
  const myPay = childElement(parent, 'MyPay');
  if (parent?.MyPay === undefined) throw new HttpError(400, `${where}: MyPay is missing`);
  const value = attribute(myPay, 'myAmount');
  if (value === undefined) throw new HttpError(400, `${where}: MyPay/@myAmount is missing`);
  if (!/^\d{1,15}$/.test(value.trim()))
    throw new HttpError(400, `${where}: MyPay/@myAmount must be a whole number of hundredths; got "${value}"`);
  const amount = Number(value.trim());
  if (amount < (allowZero ? 0 : 1) || amount > maxAmountMinor)
    throw new HttpError(
      400,
      `${where}: MyPay/@myAmount must be from ${allowZero ? 0 : 1} to ${maxAmountMinor}; got "${value}"`,
    );
  return amount;
}

/** The station of a request: `SrcID/@cashguid`, required by the payment operations. */
export function requireStation(station: string | undefined, root: string): string {
  if (!station) throw new HttpError(400, `<${root}> must carry SrcID with a cashguid attribute`);
  return station;
}

export interface AuXml {
  readonly actionId?: string | undefined;
  readonly authInfo?: string | undefined;
}

/** The `auXML` block of confpay/voidpay: ActionID and AuthInfo find the payment; missing both is a 400. */
export function auXml(root: XmlElement, where: string): AuXml {
  const block = childElement(root, 'auXML');
  const actionId = childText(block, 'ActionID')?.trim() || undefined;
  const authInfo = childText(block, 'AuthInfo')?.trim() || undefined;
  if (!actionId && !authInfo) throw new HttpError(400, `${where}: auXML with ActionID or AuthInfo is required`);
  return { actionId, authInfo };
}

/**
 * The `Tip` block of confpay/voidpay (read from request version 2: the protocol has no Tip below it): `Tip/MyPay/@myAmount`
 * (0 and up: 0 in a confpay voids the tip) and the tip's `auXML/AuthInfo`; undefined without the block.
 */
export function tipBlock(root: XmlElement, where: string, version: number): TipRequest | undefined {
  if (version < 2 || root.Tip === undefined) return undefined;
  const tip = childElement(root, 'Tip');
  const amountMinor = myAmount(tip, `${where}/Tip`, true);
  const authInfo = childText(childElement(tip, 'auXML'), 'AuthInfo')?.trim() || undefined;
  return { amountMinor, authInfo };
}
