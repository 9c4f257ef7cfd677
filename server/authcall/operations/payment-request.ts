import { HttpError } from '../../http/http-error.js';
import { attribute, childElement, childText, type XmlElement } from '../xml/xml-element.js';

/** Largest `myAmount` accepted (hundredths): far below Number.MAX_SAFE_INTEGER. */
const maxAmountMinor = 100_000_000_000_00;

/** `MyPay/@myAmount` of an element: a whole number of hundredths above zero, else 400. */
export function myAmount(parent: XmlElement | undefined, where: string): number {
  const myPay = childElement(parent, 'MyPay');
  if (parent?.MyPay === undefined) throw new HttpError(400, `${where}: MyPay is missing`);
  const value = attribute(myPay, 'myAmount');
  if (value === undefined) throw new HttpError(400, `${where}: MyPay/@myAmount is missing`);
  if (!/^\d{1,15}$/.test(value.trim()))
    throw new HttpError(400, `${where}: MyPay/@myAmount must be a whole number of hundredths; got "${value}"`);
  const amount = Number(value.trim());
  if (amount <= 0 || amount > maxAmountMinor)
    throw new HttpError(400, `${where}: MyPay/@myAmount must be from 1 to ${maxAmountMinor}; got "${value}"`);
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
