import { useCallback, useEffect, useRef, useState } from 'react';
import { isGuestApiError, type GuestErrorKind } from '../api/guest-api-error';
import type { GuestPaymentCode, GuestPaymentCodeStatus } from '../../../shared/loyalty-api/guest-api';
import { useConnectivity, useGuestPage } from '../app/guest-context';

/** A code the page holds, with when it dies by this device's clock (counted from the answer, so clock skew does not matter). */
export interface HeldCode {
  readonly code: string;
  readonly expiresAt: string;
  readonly deadline: number;
  readonly ttlMs: number;
}

/**
 * A new code replaces the old one at the service, so renewing early could kill the code a cashier is typing: the page
 * renews only in the last moments of the old code's life (a tenth of it, at most 5 s).
 */
export const renewAheadMs = (ttlMs: number) => Math.min(5_000, ttlMs / 10);

/** How often the page asks whether a till has paid with the code it shows. */
export const statusEveryMs = 2_000;

/** A payment the code made: the bonuses it took and the balance after, in currency units as the API gives them. */
export interface CodePaid {
  readonly amount: number;
  readonly balance: number;
}

export interface PaymentCodeState {
  readonly held: HeldCode | undefined;
  /** The held code paid: it is dropped, and no new one comes by itself until the guest asks. */
  readonly paid: CodePaid | undefined;
  readonly msLeft: number;
  readonly problem: GuestErrorKind | undefined;
  readonly issuing: boolean;
  renew(): void;
}

/**
 * The guest's one-time payment code: issued when the screen opens, renewed by itself before it expires; while it is
 * shown, the page asks every `statusEveryMs` whether a till paid with it, and then says so and drops it.
 */
export function usePaymentCode(): PaymentCodeState {
  const { session, connectivity } = useGuestPage();
  const { offline, recoveries } = useConnectivity();
  const [held, setHeld] = useState<HeldCode>();
  const [paid, setPaid] = useState<CodePaid>();
  const [problem, setProblem] = useState<GuestErrorKind>();
  const [issuing, setIssuing] = useState(false);
  const [now, setNow] = useState(Date.now);
  const inFlight = useRef(false);

  const renew = useCallback(() => {
    if (inFlight.current) return;
    inFlight.current = true;
    setIssuing(true);
    session
      .call<GuestPaymentCode>('paymentCode')
      .then(
        (issued) => {
          const ttlMs = issued.aliveSecondsTtl * 1000;
          setHeld({ code: issued.code, expiresAt: issued.expiresAt, deadline: Date.now() + ttlMs, ttlMs });
          setPaid(undefined);
          setProblem(undefined);
          connectivity.reportOnline();
        },
        (error: unknown) => {
          if (!isGuestApiError(error)) throw error;
          if (error.kind === 'offline') connectivity.reportOffline();
          setProblem(error.kind);
        },
      )
      .finally(() => {
        inFlight.current = false;
        setIssuing(false);
      });
  }, [session, connectivity]);

  useEffect(renew, [renew, recoveries]);

  const shown = held?.code;
  useEffect(() => {
    if (shown === undefined || offline) return;
    const timer = setInterval(() => {
      session
        .call<GuestPaymentCodeStatus>('paymentCode/status', { code: shown })
        .then((status) => {
          if (status.state !== 'paid' || !status.paid) return;
          setPaid({ amount: status.paid.amount, balance: status.balance });
          setHeld((current) => (current?.code === shown ? undefined : current));
        })
        /** A missed answer is asked again at the next tick; going offline is the issuing call's to report. */
        .catch(() => undefined);
    }, statusEveryMs);
    return () => clearInterval(timer);
  }, [shown, offline, session]);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);

  const msLeft = held ? Math.min(held.ttlMs, Math.max(0, held.deadline - now)) : 0;
  const due = held !== undefined && msLeft <= renewAheadMs(held.ttlMs);
  useEffect(() => {
    if (due && !offline && problem === undefined) renew();
  }, [due, offline, problem, renew]);

  return { held, paid, msLeft, problem, issuing, renew };
}
