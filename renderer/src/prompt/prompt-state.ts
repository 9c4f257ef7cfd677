import type { PaymentState } from '../../../shared/api/payment-state';
import type { ConfirmGuestMode, GuestLookupMode, PaymentView, SyncStatus } from '../../../shared/api/payment-prompt';

/** What the window knows of the payment prompt: payments seen this session, the outbox, whether tips are on. */
export interface PromptState {
  readonly connected: boolean;
  readonly payments: Readonly<Record<string, PaymentView>>;
  /** Payment ids in the order they arrived. */
  readonly order: readonly string[];
  /** When a payment the cashier saw waiting reached its end (its result is shown for a few seconds). */
  readonly finishedAt: Readonly<Record<string, number>>;
  readonly dismissed: ReadonlySet<string>;
  /** The payment the cashier picked in the list of waiting ones; the oldest waiting one when none (or it is gone). */
  readonly selected: string | undefined;
  readonly sync: SyncStatus | undefined;
  readonly tips: boolean;
  /** How the loyalty service finds guests: by card, phone or code (`all`), or by phone only. */
  readonly lookup: GuestLookupMode;
  /** When the prompt shows the guest before paying (setting `prompt.confirmGuest`). */
  readonly confirmGuest: ConfirmGuestMode;
  /** Counts the shifts closed while the window is open (doshift): the reports reload when it changes. */
  readonly shiftsClosed: number;
  /** Counts the FarCards check changes announced (`check`): the check panels ask again when it changes. */
  readonly checksChanged: number;
  /** Counts the payments written or changed (`journal`) and the stream's reconnects: the journal refreshes on it. */
  readonly paymentsWritten: number;
}

export type PromptAction =
  | {
      readonly type: 'snapshot';
      readonly pending: readonly PaymentView[];
      readonly sync: SyncStatus;
      readonly tips: boolean;
      /** Absent from a bridge older than the phone-only mode. */
      readonly lookup?: GuestLookupMode | undefined;
      /** Absent from a bridge older than the setting. */
      readonly confirmGuest?: ConfirmGuestMode | undefined;
      readonly now: number;
    }
  | { readonly type: 'payment'; readonly payment: PaymentView; readonly now: number }
  | { readonly type: 'sync'; readonly sync: SyncStatus }
  | { readonly type: 'shift' }
  | { readonly type: 'check' }
  | { readonly type: 'journal' }
  | { readonly type: 'lookup'; readonly lookup: GuestLookupMode }
  | { readonly type: 'connected'; readonly connected: boolean }
  | { readonly type: 'dismiss'; readonly id: string }
  | { readonly type: 'select'; readonly id: string };

export const initialPromptState: PromptState = {
  connected: false,
  payments: {},
  order: [],
  finishedAt: {},
  dismissed: new Set(),
  selected: undefined,
  sync: undefined,
  tips: false,
  lookup: 'all',
  confirmGuest: 'typed',
  shiftsClosed: 0,
  checksChanged: 0,
  paymentsWritten: 0,
};

const activeStates: ReadonlySet<PaymentState> = new Set(['awaiting_guest', 'authorizing']);

export const isActive = (payment: PaymentView): boolean => activeStates.has(payment.state);

/** Payments kept in memory at most (older finished ones are dropped). */
const keep = 50;

function withPayment(state: PromptState, payment: PaymentView, now: number): PromptState {
  const previous = state.payments[payment.id];
  if (previous && previous.updatedAt > payment.updatedAt) return state;
  const finishedNow = previous !== undefined && isActive(previous) && !isActive(payment);
  const order = previous ? state.order : [...state.order, payment.id].slice(-keep);
  const payments: Record<string, PaymentView> = {};
  for (const id of order) payments[id] = id === payment.id ? payment : state.payments[id]!;
  const finishedAt = finishedNow ? { ...state.finishedAt, [payment.id]: now } : state.finishedAt;
  return { ...state, payments, order, finishedAt };
}

export function promptReducer(state: PromptState, action: PromptAction): PromptState {
  switch (action.type) {
    case 'snapshot': {
      const lookup = action.lookup ?? 'all';
      const confirmGuest = action.confirmGuest ?? 'typed';
      let next: PromptState = { ...state, sync: action.sync, tips: action.tips, lookup, confirmGuest, connected: true };
      /** A reconnected stream may have missed payments: the journal refreshes. */
      next = { ...next, paymentsWritten: state.paymentsWritten + 1 };
      for (const payment of action.pending) next = withPayment(next, payment, action.now);
      return next;
    }
    case 'payment': {
      const shown = promptPayment(state, action.now);
      const next = withPayment(state, action.payment, action.now);
      /** The result of the payment on screen stays there: another station's prompt does not replace it. */
      const ended = shown?.id === action.payment.id && next.finishedAt[shown.id] !== state.finishedAt[shown.id];
      if (ended) return { ...next, selected: shown.id };
      /** The same station's next payment replaces its own result on the prompt (the station has moved on). */
      const sameStationNext =
        shown !== undefined &&
        !isActive(shown) &&
        state.payments[action.payment.id] === undefined &&
        isActive(action.payment) &&
        action.payment.station === shown.station;
      return sameStationNext ? { ...next, selected: action.payment.id } : next;
    }
    case 'sync':
      return { ...state, sync: action.sync };
    case 'shift':
      return { ...state, shiftsClosed: state.shiftsClosed + 1 };
    case 'journal':
      return { ...state, paymentsWritten: state.paymentsWritten + 1 };
    case 'check':
      return { ...state, checksChanged: state.checksChanged + 1 };
    case 'lookup':
      return { ...state, lookup: action.lookup };
    case 'connected':
      return state.connected === action.connected ? state : { ...state, connected: action.connected };
    case 'dismiss':
      return {
        ...state,
        dismissed: new Set([...state.dismissed, action.id]),
        selected: state.selected === action.id ? undefined : state.selected,
      };
    case 'select':
      return { ...state, selected: action.id };
  }
}

/** How long a payment's result stays on screen, against its station, unless the cashier closes it sooner. */
export const resultHoldMs = 8000;

/** A result the cashier saw coming (the payment was seen waiting) that is still within its hold time and not closed. */
function resultShown(state: PromptState, id: string, now: number, holdMs: number): boolean {
  const at = state.finishedAt[id];
  return at !== undefined && at + holdMs > now && !state.dismissed.has(id);
}

/**
 * Every payment the layer lists, in the order they arrived: those waiting or being authorized, and the results still
 * shown. Empty when the layer is closed.
 */
export function layerPayments(state: PromptState, now: number, holdMs = resultHoldMs): PaymentView[] {
  return state.order
    .filter((id) => isActive(state.payments[id]!) || resultShown(state, id, now, holdMs))
    .map((id) => state.payments[id]!);
}

/**
 * The payment the prompt shows: the one the cashier picked while it is listed (its result stays until closed or its
 * hold ends, so another station's prompt never replaces it), else the oldest one waiting, else the latest result.
 */
export function promptPayment(state: PromptState, now: number, holdMs = resultHoldMs): PaymentView | undefined {
  const listed = layerPayments(state, now, holdMs);
  const picked = listed.find((payment) => payment.id === state.selected);
  if (picked) return picked;
  const oldestWaiting = listed.find(isActive);
  if (oldestWaiting) return oldestWaiting;
  let latest: PaymentView | undefined;
  for (const payment of listed)
    if (latest === undefined || state.finishedAt[payment.id]! >= state.finishedAt[latest.id]!) latest = payment;
  return latest;
}

/**
 * Where a swipe or code typed outside a field goes: the payment shown if it waits, else the oldest one waiting; never to
 * `except` (a payment a try just ended, which the entry came too late for). Undefined: no payment takes it.
 */
export function entryTarget(
  shown: PaymentView | undefined,
  waiting: readonly PaymentView[],
  except?: string,
): PaymentView | undefined {
  if (shown?.state === 'awaiting_guest' && shown.id !== except) return shown;
  return waiting.find((listed) => listed.state === 'awaiting_guest' && listed.id !== except);
}
