/**
 * The points of the payment flow where a crash test can kill the bridge to prove recovery: after-local-write
 * (authorizing recorded, before any loyalty call), after-loyalty-confirm (the loyalty order confirmed, before it is
 * recorded), before-reply (authorized recorded, before the authpay reply), after-confpay-write (confirmed recorded,
 * before the loyalty close), after-voidpay-write (a voidpay, whole or partial, recorded with its outbox entries, before
 * any loyalty call), after-outbox-send (the outbox call accepted, before it is marked done), before-outbox-mark (a
 * round's calls all answered, before any of them is marked). And of a FarCards check (server/farcards/checks/):
 * after-check-confirm (the check's order confirmed with its write-off, before it is recorded), after-check-close and
 * after-check-refund (the order closed or refunded, before it is recorded), before-check-record (a batch applied whose
 * last write did not carry its record, a return or a close left waiting, before its outcome is recorded for retries). And of a manual accrual (server/menu/manual-accrual.ts): after-accrual-intent
 * (its intent synced, before the loyalty call), after-accrual-credit (credited, before it is recorded).
 */
export type FaultPoint =
  | 'after-local-write'
  | 'after-loyalty-confirm'
  | 'before-reply'
  | 'after-confpay-write'
  | 'after-voidpay-write'
  | 'after-outbox-send'
  | 'before-outbox-mark'
  | 'after-check-confirm'
  | 'after-check-close'
  | 'after-check-refund'
  | 'before-check-record'
  | 'after-accrual-intent'
  | 'after-accrual-credit';

let injector: ((point: FaultPoint) => void) | undefined;

/**
 * Installs what runs at each fault point. Only the crash tests' preloaded module
 * (`server/payments/test-support/fault-injection.ts`) calls it; nothing does in a product build, where the points do
 * nothing and no environment variable can change that.
 */
export function installFaultInjector(next: (point: FaultPoint) => void): void {
  injector = next;
}

export function faultPoint(point: FaultPoint): void {
  injector?.(point);
}
