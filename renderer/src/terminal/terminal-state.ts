import type { PaymentState } from '../../../shared/api/payment-state';
import type { PaymentView, SyncStatus } from '../../../shared/api/terminal';

/** What the window knows of the terminal: payments seen this session, the outbox, whether tips are on. */
export interface TerminalState {
  readonly connected: boolean;
  readonly payments: Readonly<Record<string, PaymentView>>;
  /** Payment ids in the order they arrived. */
  readonly order: readonly string[];
  /** When a payment the cashier saw waiting reached its end (its result is shown for a few seconds). */
  readonly finishedAt: Readonly<Record<string, number>>;
  readonly dismissed: ReadonlySet<string>;
  readonly sync: SyncStatus | undefined;
  readonly tips: boolean;
  /** Counts the shifts closed while the window is open (doshift): the reports reload when it changes. */
  readonly shiftsClosed: number;
}

export type TerminalAction =
  | {
      readonly type: 'snapshot';
      readonly pending: readonly PaymentView[];
      readonly sync: SyncStatus;
      readonly tips: boolean;
      readonly now: number;
    }
  | { readonly type: 'payment'; readonly payment: PaymentView; readonly now: number }
  | { readonly type: 'sync'; readonly sync: SyncStatus }
  | { readonly type: 'shift' }
  | { readonly type: 'connected'; readonly connected: boolean }
  | { readonly type: 'dismiss'; readonly id: string };

export const initialTerminalState: TerminalState = {
  connected: false,
  payments: {},
  order: [],
  finishedAt: {},
  dismissed: new Set(),
  sync: undefined,
  tips: false,
  shiftsClosed: 0,
};

const activeStates: ReadonlySet<PaymentState> = new Set(['awaiting_guest', 'authorizing']);

export const isActive = (payment: PaymentView): boolean => activeStates.has(payment.state);

/** Payments kept in memory at most (older finished ones are dropped). */
const keep = 50;

function withPayment(state: TerminalState, payment: PaymentView, now: number): TerminalState {
  const previous = state.payments[payment.id];
  if (previous && previous.updatedAt > payment.updatedAt) return state;
  const finishedNow = previous !== undefined && isActive(previous) && !isActive(payment);
  const order = previous ? state.order : [...state.order, payment.id].slice(-keep);
  const payments: Record<string, PaymentView> = {};
  for (const id of order) payments[id] = id === payment.id ? payment : state.payments[id]!;
  const finishedAt = finishedNow ? { ...state.finishedAt, [payment.id]: now } : state.finishedAt;
  return { ...state, payments, order, finishedAt };
}

export function terminalReducer(state: TerminalState, action: TerminalAction): TerminalState {
  switch (action.type) {
    case 'snapshot': {
      let next: TerminalState = { ...state, sync: action.sync, tips: action.tips, connected: true };
      for (const payment of action.pending) next = withPayment(next, payment, action.now);
      return next;
    }
    case 'payment':
      return withPayment(state, action.payment, action.now);
    case 'sync':
      return { ...state, sync: action.sync };
    case 'shift':
      return { ...state, shiftsClosed: state.shiftsClosed + 1 };
    case 'connected':
      return state.connected === action.connected ? state : { ...state, connected: action.connected };
    case 'dismiss':
      return { ...state, dismissed: new Set([...state.dismissed, action.id]) };
  }
}

/** How long a payment's result stays on screen. */
export const resultHoldMs = 6000;

/**
 * The payment the prompt shows: the oldest one still waiting or being authorized, else the latest result still within
 * its hold time (not dismissed), else none.
 */
export function promptPayment(state: TerminalState, now: number, holdMs = resultHoldMs): PaymentView | undefined {
  for (const id of state.order) {
    const payment = state.payments[id]!;
    if (isActive(payment)) return payment;
  }
  let latest: PaymentView | undefined;
  let latestAt = -Infinity;
  for (const [id, at] of Object.entries(state.finishedAt)) {
    const payment = state.payments[id];
    if (!payment || state.dismissed.has(id) || at + holdMs <= now || at < latestAt) continue;
    latest = payment;
    latestAt = at;
  }
  return latest;
}

/** Other payments waiting besides the shown one (other stations). */
export function waitingCount(state: TerminalState): number {
  return state.order.filter((id) => isActive(state.payments[id]!)).length;
}
