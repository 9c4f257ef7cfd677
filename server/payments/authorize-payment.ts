import { loyaltyErrors } from '../../shared/loyalty-api/error-codes.js';
import { randomInt } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { LoyaltyClient } from '../loyalty-client/loyalty-client.js';
import {
  GuestLookupNotOfferedError,
  LoyaltyApiError,
  LoyaltyLoginError,
  LoyaltyUnavailableError,
} from '../loyalty-client/loyalty-client-errors.js';
import type { GuestLookup, GuestWithCards, LoyaltyOrder } from '../loyalty-client/loyalty-types.js';
import { paymentMessage } from '../../shared/i18n/payment-messages.js';
import type { Language } from '../../shared/i18n/language.js';
import { maskCardNumber } from '../slips/mask-card.js';
import { wrongCodeMark, wrongCodes } from './code-tries.js';
import { refusalFor, retryFor } from './decline-messages.js';
import type { BonusLimit } from '../../shared/loyalty-api/b2b-api.js';
import { faultPoint } from './fault-hook.js';
import { guestName, mirrorGuest } from './guest-mirror.js';
import { displayFields } from './payment-display.js';
import type { Outbox } from './outbox.js';
import { commitThenSync } from '../storage/commit-then-sync.js';
import { atomicUnsynced } from '../storage/unsynced.js';
import { transition, updatePayment, type PaymentFields, type PaymentRow } from './payment-store.js';
import { recordPaymentDocument } from './payment-records.js';
import { newId } from '../storage/new-id.js';
import { isoNow, type Clock } from '../config/clock.js';
import { capLeft, type CheckCapOf } from './check-cap.js';
import { stationCodeOf } from '../stations/station-registry.js';

/** All loyalty calls of one authorization end within this, so authpay declines within 5 s when the service hangs. */
export const authorizeBudgetMs = 4500;

export interface AuthorizeDeps {
  readonly db: Database;
  readonly loyalty: LoyaltyClient;
  readonly outbox: Outbox;
  /** The station's language (setting `language`): the words of `display_text`, which the station shows. */
  readonly language: Language;
  /** What stamps the payment's rows. */
  readonly clock: Clock;
  readonly budgetMs?: number;
  /** How the `authorizing` intent is committed (tests hold its sync back); commitThenSync by default. */
  readonly commitIntent?: typeof commitThenSync;
  /** The cap of the station's open check, when the bridge answers FarCards (`farcards.enabled`); else no check is known. */
  readonly checkCap?: CheckCapOf | undefined;
}

/** The cashier's identification of the guest, and the tip where tips are on (hundredths). */
export interface GuestInput {
  readonly lookup: GuestLookup;
  readonly tipMinor: number;
}

/**
 * Pays a payment in `awaiting_guest` with bonuses: records `authorizing` (with the tip's ids) first, finds the guest,
 * calculates and confirms one order per part (payment, tip) with ids fixed beforehand, then records `authorized`. An
 * unknown card or phone or a wrong code (nothing asked of the service yet but the lookup) goes back to `awaiting_guest`
 * with a message, for another try; any other refusal records `declined`, an unavailable service `failed`; orders that
 * may exist are undone through the outbox.
 */
export async function authorizePayment(
  deps: AuthorizeDeps,
  payment: PaymentRow,
  input: GuestInput,
  spent: { ms: number } = { ms: 0 },
): Promise<PaymentRow> {
  const { db, loyalty } = deps;
  const now = () => isoNow(deps.clock);
  const tip = input.tipMinor > 0;
  /**
   * The durable intent: committed now, its fsync on the thread pool while the guest is looked up and the order
   * calculated (nothing is charged before the confirm, which waits for it).
   */
  const intent = (deps.commitIntent ?? commitThenSync)(db, () =>
    transition(
      db,
      payment.id,
      ['awaiting_guest'],
      'authorizing',
      {
        tip_minor: input.tipMinor,
        tip_action_id: tip ? newId() : null,
        tip_order_id: tip ? newId() : null,
      },
      now(),
      { lookup: Object.keys(input.lookup)[0] },
    ),
  );
  let row = intent.value;
  faultPoint('after-local-write');
  const end = Date.now() + (deps.budgetMs ?? authorizeBudgetMs);
  /** Each call may take what is left of the budget, so the calls together end within it. */
  const call = () => ({ timeoutMs: Math.max(1, end - Date.now()), spent });
  const maybeCharged: string[] = [];
  const facts: {
    amountMinor: number;
    balanceMinor?: number;
    limitMinor?: number;
    limit?: BonusLimit | 'check' | undefined;
  } = {
    amountMinor: row.amount_minor + row.tip_minor,
  };
  /** The guest as the service showed them, mirrored in the next write (one commit, not one of its own). */
  let unmirrored: (() => void) | undefined;
  /** Who and what card were tried, kept on a refused payment so the journal says who was refused. */
  let tried = triedInput(input.lookup);
  const mirrorOnce = (): void => {
    unmirrored?.();
    unmirrored = undefined;
  };
  try {
    /** A code names the order it will pay: another till's payment by the same code is then refused (3040). */
    const lookup = 'paymentCode' in input.lookup ? { ...input.lookup, orderId: row.loyalty_order_id } : input.lookup;
    const found = await loyalty.findGuest(lookup, call());
    const phone = found.guest.phone;
    tried = triedInput(input.lookup, found);
    const wallet = await loyalty.getWallet(phone, call());
    facts.balanceMinor = wallet.balanceMinor;
    unmirrored = () => mirrorGuest(db, found, wallet.balanceMinor, now());
    if (wallet.balanceMinor < facts.amountMinor)
      throw new LoyaltyApiError(
        400,
        loyaltyErrors.insufficientBonuses.code,
        `balance ${wallet.balanceMinor} is below ${facts.amountMinor}`,
      );
    const checkCap = deps.checkCap && (await openCheckCap(deps.checkCap, db, row, phone));
    if (checkCap && checkCap.leftMinor < facts.amountMinor) {
      facts.limitMinor = checkCap.leftMinor;
      facts.limit = 'check';
      throw new LoyaltyApiError(
        400,
        loyaltyErrors.bonusPaymentOutOfRange.code,
        `the open check's share left is ${checkCap.leftMinor}; needed ${facts.amountMinor}`,
      );
    }
    const card = cardOf(found, input.lookup);
    const guest = { guest_phone: phone, guest_name: guestName(found), card_number: card };
    const parts: [string, 'confirm' | 'tip_confirm', number, string][] = [
      [row.loyalty_order_id, 'confirm', row.amount_minor, 'PAYMENT'],
    ];
    if (tip) parts.push([row.tip_order_id!, 'tip_confirm', row.tip_minor, 'TIP']);
    for (const [orderId, kind, amount, code] of parts) {
      /**
       * One line of the amount, paid wholly with bonuses (so it earns nothing: the check's own order earns). Under an
       * open check the bridge applied its share above and says so (`withinCheck`: neither the share nor the rule for
       * payments without a check applies); without one the programme's rule for payments without a check does
       * (docs/farcards.md, "An authpay on a station with an open check").
       */
      const order: LoyaltyOrder = {
        openedAt: row.created_at,
        lines: [{ code, name: code === 'TIP' ? 'Tip' : `Payment at ${row.station}`, amountMinor: amount }],
        ...(checkCap ? { withinCheck: true } : { withoutCheck: true }),
      };
      const calculation = await loyalty.calculate(phone, order, call());
      facts.limitMinor = calculation.maxPaymentMinor;
      facts.limit = calculation.limit;
      const body = loyalty.confirmBody(orderId, phone, order, calculation.fingerprint, amount);
      /** Kept for the record; the durable intent is `authorizing` (recovery undoes its orders, sent or not). */
      atomicUnsynced(db, () => {
        mirrorOnce();
        const at = now();
        updatePayment(db, row.id, guest, at);
        recordPaymentDocument(db, row.id, kind, JSON.stringify(body), at);
      });
      await intent.durable;
      maybeCharged.push(orderId);
      try {
        await loyalty.confirm(body, call());
      } catch (error) {
        if (error instanceof LoyaltyApiError) maybeCharged.pop();
        throw error;
      }
    }
    faultPoint('after-loyalty-confirm');
    const balanceAfter = wallet.balanceMinor - row.amount_minor - row.tip_minor;
    /**
     * Not fsynced: a power cut that loses it leaves `authorizing`, which recovery undoes exactly as it undoes an
     * `authorized` payment without `replied_at`; the fsync of `replied_at` after the reply covers this commit too.
     */
    row = atomicUnsynced(db, () =>
      transition(
        db,
        row.id,
        ['authorizing'],
        'authorized',
        {
          auth_code: authCode(),
          tip_auth_code: tip ? authCode() : null,
          card_number: card,
          card_masked: maskCardNumber(card),
          balance_after_minor: balanceAfter,
          authorized_at: now(),
          ...displayFields(
            deps.language,
            paymentMessage('paid', {
              amountMinor: row.amount_minor + row.tip_minor,
              balanceMinor: balanceAfter,
              ...(deps.checkCap ? { within: checkCap ? 'check' : 'noCheck' } : {}),
            }),
          ),
        },
        now(),
      ),
    );
    return row;
  } catch (error) {
    const at = now();
    if (maybeCharged.length === 0) {
      /** A code the service refused (not one it has no lookup for) counts against the payment's wrong codes. */
      const code = 'paymentCode' in input.lookup && !(error instanceof GuestLookupNotOfferedError);
      const retry = retryFor(error, code ? wrongCodes(db, row.id) + 1 : 0);
      if (retry)
        return transition(
          db,
          row.id,
          ['authorizing'],
          'awaiting_guest',
          { ...displayFields(deps.language, retry), tip_minor: 0, tip_action_id: null, tip_order_id: null },
          at,
          { error: describe(error), ...(code ? wrongCodeMark : {}) },
        );
    }
    const refusal = refusalFor(error, facts);
    return transition(
      db,
      row.id,
      ['authorizing'],
      refusal.state,
      {
        ...tried,
        ...displayFields(deps.language, refusal.message),
        decline_reason: describe(error),
      },
      at,
      { error: describe(error) },
      () => {
        mirrorOnce();
        for (const orderId of maybeCharged) deps.outbox.enqueue(row.id, 'undo', orderId, at);
      },
    );
  }
}

/**
 * What the open check of the station's POS code (FarCards' `UnitNo`) leaves for this payment; none for a station that
 * sent no code or has no open check.
 */
async function openCheckCap(checkCap: CheckCapOf, db: Database, row: PaymentRow, phone: string) {
  const code = stationCodeOf(db, row.station);
  if (code === undefined) return undefined;
  const cap = await checkCap(code, phone);
  return cap && { leftMinor: capLeft(db, cap, code, row.id) };
}

/**
 * What a try named, kept if it is refused: the found guest's card (as cardOf picks it), else a typed card number, else a
 * typed phone; a card track or a code names no one until the guest is found.
 */
function triedInput(lookup: GuestLookup, found?: GuestWithCards): PaymentFields {
  if (found) {
    const card = cardOf(found, lookup);
    return {
      guest_phone: found.guest.phone,
      guest_name: guestName(found),
      card_number: card,
      card_masked: maskCardNumber(card),
    };
  }
  if ('cardNumber' in lookup) return { card_number: lookup.cardNumber, card_masked: maskCardNumber(lookup.cardNumber) };
  return 'phone' in lookup ? { guest_phone: lookup.phone } : {};
}

/** The card the guest showed, else their first plastic card, else any card, else the phone. */
function cardOf(found: GuestWithCards, lookup: GuestLookup): string {
  if ('cardNumber' in lookup) return lookup.cardNumber;
  if ('cardTrack' in lookup)
    return found.loyaltyCards.find((c) => c.track === lookup.cardTrack)?.number ?? lookup.cardTrack;
  const card = found.loyaltyCards.find((c) => !c.isVirtual) ?? found.loyaltyCards[0];
  return card?.number ?? found.guest.phone.replace(/\D/g, '');
}

function authCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

function describe(error: unknown): string {
  if (error instanceof LoyaltyApiError) return `${error.code}: ${error.message}`;
  if (error instanceof LoyaltyUnavailableError) return `${error.reason}: ${error.message}`;
  if (error instanceof LoyaltyLoginError) return `login ${error.problem}: ${error.message}`;
  return (error as Error).message ?? String(error);
}
