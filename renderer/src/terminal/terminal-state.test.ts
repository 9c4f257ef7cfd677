import { describe, expect, it } from 'vitest';
import type { PaymentView } from '../../../shared/api/terminal';
import { initialTerminalState, promptPayment, terminalReducer, waitingCount } from './terminal-state';

const payment = (id: string, state: PaymentView['state'], updatedAt = '2026-11-21T10:00:00.000Z'): PaymentView => ({
  id,
  station: `{S-${id}}`,
  state,
  amountMinor: 1000,
  tipMinor: 0,
  tipAllowed: false,
  guestName: null,
  cardMasked: null,
  balanceAfterMinor: null,
  displayText: null,
  display: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt,
});
const sync = { pending: 0, dead: 0, lastSuccessAt: null, lastError: null };

describe('the terminal prompt state', () => {
  it('shows the oldest waiting payment, then its result for a few seconds', () => {
    let state = terminalReducer(initialTerminalState, {
      type: 'snapshot',
      pending: [payment('a', 'awaiting_guest')],
      sync,
      tips: true,
      now: 0,
    });
    state = terminalReducer(state, { type: 'payment', payment: payment('b', 'awaiting_guest'), now: 1 });
    expect(promptPayment(state, 10)?.id).toBe('a');
    expect(waitingCount(state)).toBe(2);
    state = terminalReducer(state, {
      type: 'payment',
      payment: payment('a', 'authorized', '2026-11-21T10:00:01.000Z'),
      now: 100,
    });
    expect(promptPayment(state, 200)?.id).toBe('b');
    state = terminalReducer(state, {
      type: 'payment',
      payment: payment('b', 'cancelled', '2026-11-21T10:00:02.000Z'),
      now: 300,
    });
    expect(promptPayment(state, 400)).toMatchObject({ id: 'b', state: 'cancelled' });
    expect(promptPayment(state, 300 + 6000)).toBeUndefined();
  });
  it('hides a dismissed result and ignores older updates', () => {
    let state = terminalReducer(initialTerminalState, {
      type: 'payment',
      payment: payment('a', 'awaiting_guest'),
      now: 0,
    });
    state = terminalReducer(state, {
      type: 'payment',
      payment: payment('a', 'declined', '2026-11-21T10:00:05.000Z'),
      now: 5,
    });
    state = terminalReducer(state, {
      type: 'payment',
      payment: payment('a', 'authorizing', '2026-11-21T10:00:01.000Z'),
      now: 6,
    });
    expect(state.payments.a?.state).toBe('declined');
    expect(promptPayment(state, 10)?.id).toBe('a');
    state = terminalReducer(state, { type: 'dismiss', id: 'a' });
    expect(promptPayment(state, 10)).toBeUndefined();
  });
  it('does not pop up a result for a payment never seen waiting', () => {
    const state = terminalReducer(initialTerminalState, {
      type: 'payment',
      payment: payment('z', 'confirmed'),
      now: 0,
    });
    expect(promptPayment(state, 1)).toBeUndefined();
  });
});

describe('a closed shift', () => {
  it('is counted, so that the reports reload', () => {
    const once = terminalReducer(initialTerminalState, { type: 'shift' });
    expect(terminalReducer(once, { type: 'shift' }).shiftsClosed).toBe(2);
  });
});
