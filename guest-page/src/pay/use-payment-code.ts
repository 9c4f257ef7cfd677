import { useCallback, useEffect, useRef, useState } from 'react';
import { isGuestApiError, type GuestErrorKind } from '../api/guest-api-error';
import type { GuestPaymentCode } from '../../../shared/loyalty-api/guest-api';
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

export interface PaymentCodeState {
  readonly held: HeldCode | undefined;
  readonly msLeft: number;
  readonly problem: GuestErrorKind | undefined;
  readonly issuing: boolean;
  renew(): void;
}

/** The guest's one-time payment code: issued when the screen opens, renewed by itself before it expires. */
export function usePaymentCode(): PaymentCodeState {
  const { session, connectivity } = useGuestPage();
  const { offline, recoveries } = useConnectivity();
  const [held, setHeld] = useState<HeldCode>();
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

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);

  const msLeft = held ? Math.min(held.ttlMs, Math.max(0, held.deadline - now)) : 0;
  const due = held !== undefined && msLeft <= renewAheadMs(held.ttlMs);
  useEffect(() => {
    if (due && !offline && problem === undefined) renew();
  }, [due, offline, problem, renew]);

  return { held, msLeft, problem, issuing, renew };
}
