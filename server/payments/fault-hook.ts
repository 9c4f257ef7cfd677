/**
 * TEST HOOK: `TILLBRIDGE_FAULT=<point>` makes the bridge kill itself with SIGKILL when it reaches that point of the
 * payment flow, so the crash tests can prove recovery. Points: after-local-write (authorizing recorded, before any
 * loyalty call), after-loyalty-confirm (the loyalty order confirmed, before it is recorded), before-reply (authorized
 * recorded, before the authpay reply), after-confpay-write (confirmed recorded, before the loyalty close),
 * after-voidpay-write (a voidpay, whole or partial, recorded with its outbox entries, before any loyalty call),
 * after-outbox-send (the outbox call accepted, before it is marked done), before-outbox-mark (a round's calls all
 * answered, before any of them is marked). Never set it in production.
 */
export function faultPoint(point: string): void {
  if (process.env.TILLBRIDGE_FAULT === point) process.kill(process.pid, 'SIGKILL');
}
