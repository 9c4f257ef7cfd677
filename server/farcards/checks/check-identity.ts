import { createHash } from 'node:crypto';
import type { CardTransaction, FarcardsCheck } from '../farcards-contract.js';

/** The namespace of the bridge's check-derived ids (a fixed random UUID; changing it would orphan every check). */
const checkNamespace = '5f0c8a52-3b1e-4f7d-9c2a-6e4b1d0a7c93';

/** A UUID v5 (RFC 4122, SHA-1 of a namespace and a name): the same name always gives the same id. */
export function uuidV5(name: string, namespace = checkNamespace): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replaceAll('-', ''), 'hex'))
    .update(name, 'utf8')
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Where a check was made, as the call gives it (QRY `Restaurant`/`UnitNo`, a transaction's fields). */
export interface TillPlace {
  readonly restaurant?: number | undefined;
  readonly station?: number | undefined;
  readonly checkNumber?: number | undefined;
}

/**
 * What names a check across calls: its `checkguid`, else its `orderguid`, else restaurant + station + check number;
 * undefined when nothing names it.
 */
export function checkKeyOf(check: FarcardsCheck | undefined, place: TillPlace): string | undefined {
  if (check?.checkGuid) return `check:${check.checkGuid}`;
  if (check?.orderGuid) return `order:${check.orderGuid}`;
  const station = place.station?.toString() ?? check?.stationCode;
  const number = check?.checkNumber ?? place.checkNumber?.toString();
  if (place.restaurant === undefined || station === undefined || number === undefined) return undefined;
  return `till:${place.restaurant}:${station}:${number}`;
}

/** The loyalty order id of a check: the same check always maps to the same order. */
export function orderIdOf(checkKey: string): string {
  return uuidV5(checkKey);
}

/** The refund id of a check's return or rollback (one whole refund per check and chmode). */
export function refundIdOf(orderId: string, mode: number): string {
  return uuidV5(`refund:${orderId}:${mode}`);
}

/** The key of one applied transaction: (check, card, kind, amount, chmode). */
export function transactionKey(orderId: string, transaction: CardTransaction, mode: number): string {
  return [orderId, transaction.card, transaction.kind, transaction.amountMinor, mode].join('|');
}
