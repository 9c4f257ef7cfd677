import { describe, expect, it } from 'vitest';
import type { PaymentView } from '../../../shared/api/payment-prompt';
import {
  entryTarget,
  initialPromptState,
  isActive,
  layerPayments,
  promptPayment,
  resultHoldMs,
  promptReducer,
  type PromptState,
} from './prompt-state';

const payment = (id: string, state: PaymentView['state'], updatedAt = '2026-11-21T10:00:00.000Z'): PaymentView => ({
  id,
  station: `{S-${id}}`,
  stationLabel: `Station ${id}`,
  stationName: null,
  stationNumber: 1,
  state,
  amountMinor: 1000,
  tipMinor: 0,
  tipAllowed: false,
  guestName: null,
  cardMasked: null,
  balanceAfterMinor: null,
  displayText: null,
  display: null,
  ending: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt,
});
const sync = { pending: 0, dead: 0, lastSuccessAt: null, lastError: null };
/** Payments waiting or being authorized (every station). */
const waiting = (state: PromptState): number => state.order.filter((id) => isActive(state.payments[id]!)).length;

describe('the payment prompt state', () => {
  it("keeps the loyalty service's lookup mode from the snapshot and its changes (all when a bridge does not say)", () => {
    const snapshot = { type: 'snapshot' as const, pending: [], sync, tips: false, now: 0 };
    expect(promptReducer(initialPromptState, snapshot).lookup).toBe('all');
    const phoneOnly = promptReducer(initialPromptState, { ...snapshot, lookup: 'phone' });
    expect(phoneOnly.lookup).toBe('phone');
    expect(promptReducer(phoneOnly, { type: 'lookup', lookup: 'all' }).lookup).toBe('all');
  });
  it('shows the oldest waiting payment, then its result (not the next prompt) for a few seconds', () => {
    let state = promptReducer(initialPromptState, {
      type: 'snapshot',
      pending: [payment('a', 'awaiting_guest')],
      sync,
      tips: true,
      now: 0,
    });
    state = promptReducer(state, { type: 'payment', payment: payment('b', 'awaiting_guest'), now: 1 });
    expect(promptPayment(state, 10)?.id).toBe('a');
    expect(waiting(state)).toBe(2);
    state = promptReducer(state, {
      type: 'payment',
      payment: payment('a', 'authorized', '2026-11-21T10:00:01.000Z'),
      now: 100,
    });
    expect(promptPayment(state, 200)).toMatchObject({ id: 'a', state: 'authorized' });
    expect(layerPayments(state, 200).map((p) => p.id)).toEqual(['a', 'b']);
    expect(promptPayment(state, 100 + resultHoldMs)?.id).toBe('b');
    state = promptReducer(state, { type: 'dismiss', id: 'a' });
    expect(promptPayment(state, 200)?.id).toBe('b');
    state = promptReducer(state, {
      type: 'payment',
      payment: payment('b', 'cancelled', '2026-11-21T10:00:02.000Z'),
      now: 300,
    });
    expect(promptPayment(state, 400)).toMatchObject({ id: 'b', state: 'cancelled' });
    expect(promptPayment(state, 300 + resultHoldMs)).toBeUndefined();
  });
  it('lists three stations at once; each result stays against its own station, whichever is answered first', () => {
    let state = initialPromptState;
    for (const [id, now] of [
      ['a', 0],
      ['b', 1],
      ['c', 2],
    ] as const)
      state = promptReducer(state, { type: 'payment', payment: payment(id, 'awaiting_guest'), now });
    expect(layerPayments(state, 3).map((p) => p.id)).toEqual(['a', 'b', 'c']);
    state = promptReducer(state, { type: 'select', id: 'c' });
    expect(promptPayment(state, 3)?.id).toBe('c');
    state = promptReducer(state, {
      type: 'payment',
      payment: payment('b', 'cancelled', '2026-11-21T10:00:01.000Z'),
      now: 10,
    });
    expect(promptPayment(state, 11)?.id).toBe('c');
    expect(layerPayments(state, 11).map((p) => `${p.id}:${p.state}`)).toEqual([
      'a:awaiting_guest',
      'b:cancelled',
      'c:awaiting_guest',
    ]);
    state = promptReducer(state, {
      type: 'payment',
      payment: payment('c', 'authorized', '2026-11-21T10:00:02.000Z'),
      now: 20,
    });
    expect(promptPayment(state, 21)).toMatchObject({ id: 'c', state: 'authorized' });
    expect(waiting(state)).toBe(1);
    state = promptReducer(state, { type: 'dismiss', id: 'c' });
    expect(promptPayment(state, 22)?.id).toBe('a');
    expect(layerPayments(state, 10 + resultHoldMs).map((p) => p.id)).toEqual(['a']);
  });
  it("shows a station's next payment in place of that station's own result", () => {
    let state = promptReducer(initialPromptState, {
      type: 'payment',
      payment: payment('a', 'awaiting_guest'),
      now: 0,
    });
    state = promptReducer(state, { type: 'payment', payment: payment('b', 'awaiting_guest'), now: 1 });
    state = promptReducer(state, {
      type: 'payment',
      payment: payment('a', 'declined', '2026-11-21T10:00:01.000Z'),
      now: 2,
    });
    expect(promptPayment(state, 3)).toMatchObject({ id: 'a', state: 'declined' });
    state = promptReducer(state, {
      type: 'payment',
      payment: { ...payment('a2', 'awaiting_guest'), station: '{S-a}' },
      now: 4,
    });
    expect(promptPayment(state, 5)?.id).toBe('a2');
    expect(layerPayments(state, 5).map((p) => p.id)).toEqual(['a', 'b', 'a2']);
  });
  it('hides a dismissed result and ignores older updates', () => {
    let state = promptReducer(initialPromptState, {
      type: 'payment',
      payment: payment('a', 'awaiting_guest'),
      now: 0,
    });
    state = promptReducer(state, {
      type: 'payment',
      payment: payment('a', 'declined', '2026-11-21T10:00:05.000Z'),
      now: 5,
    });
    state = promptReducer(state, {
      type: 'payment',
      payment: payment('a', 'authorizing', '2026-11-21T10:00:01.000Z'),
      now: 6,
    });
    expect(state.payments.a?.state).toBe('declined');
    expect(promptPayment(state, 10)?.id).toBe('a');
    state = promptReducer(state, { type: 'dismiss', id: 'a' });
    expect(promptPayment(state, 10)).toBeUndefined();
  });
  it('does not pop up a result for a payment never seen waiting', () => {
    const state = promptReducer(initialPromptState, {
      type: 'payment',
      payment: payment('z', 'confirmed'),
      now: 0,
    });
    expect(promptPayment(state, 1)).toBeUndefined();
  });
});

describe('a closed shift', () => {
  it('is counted, so that the reports reload', () => {
    const once = promptReducer(initialPromptState, { type: 'shift' });
    expect(promptReducer(once, { type: 'shift' }).shiftsClosed).toBe(2);
  });
});

describe('a swipe typed outside a field', () => {
  const shown = payment('a', 'awaiting_guest');
  const others = [shown, payment('b', 'awaiting_guest'), payment('c', 'awaiting_guest')];
  it('goes to the payment shown while it waits, else to the oldest one waiting', () => {
    expect(entryTarget(shown, others)?.id).toBe('a');
    expect(entryTarget(payment('a', 'authorized'), others.slice(1))?.id).toBe('b');
  });
  it('that came while a try paid the shown payment goes to the next one waiting, or to none (then it is refused)', () => {
    expect(entryTarget(shown, others, 'a')?.id).toBe('b');
    expect(entryTarget(shown, [shown], 'a')).toBeUndefined();
  });
});
