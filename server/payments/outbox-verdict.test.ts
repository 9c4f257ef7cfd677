import { loyaltyErrors } from '../../shared/loyalty-api/error-codes.js';
import { describe, expect, it } from 'vitest';
import { LoyaltyApiError, LoyaltyUnavailableError } from '../loyalty-client/loyalty-client-errors.js';
import type { OutboxKind } from './outbox-queue.js';
import { verdictOn, type OutboxVerdict } from './outbox-verdict.js';

const refusal = (status: number, code: string) => new LoyaltyApiError(status, code, `refused ${code}`);
const voided = { refundFollows: () => true };
const notVoided = { refundFollows: () => false };

/** Every code the loyalty service can answer to a close or a refund, with the verdict for close, refund and undo. */
const table: [code: string, status: number, close: OutboxVerdict, refund: OutboxVerdict, undo: OutboxVerdict][] = [
  ['4005', 400, 'dead', 'dead', 'dead'],
  ['4006', 400, 'dead', 'dead', 'done'],
  ['4007', 400, 'dead', 'dead', 'dead'],
  ['4008', 400, 'dead', 'dead', 'dead'],
  ['4009', 400, 'dead', 'dead', 'dead'],
  ['4010', 400, 'dead', 'done', 'done'],
  ['4011', 400, 'dead', 'dead', 'done'],
  /** The order's loyalty was reset (orders/reset, not the bridge's): its close passes once it is confirmed again. */
  ['4014', 400, 'retry', 'retry', 'retry'],
  ['9004', 400, 'dead', 'dead', 'dead'],
  ['9413', 413, 'dead', 'dead', 'dead'],
  ['9001', 401, 'retry', 'retry', 'retry'],
  ['9003', 403, 'retry', 'retry', 'retry'],
  ['9404', 404, 'retry', 'retry', 'retry'],
  ['429', 429, 'retry', 'retry', 'retry'],
  ['502', 400, 'retry', 'retry', 'retry'],
];

describe('verdictOn: what an answer does to an outbox entry', () => {
  it.each(table)('code %s (HTTP %d): close %s, refund %s, undo %s', (code, status, close, refund, undo) => {
    /** A reorder's confirm and close are refused as a close is (a 4005 of its own confirm never reaches the verdict). */
    const expected: Record<OutboxKind, OutboxVerdict> = { close, refund, undo, reorder: close };
    for (const kind of ['close', 'refund', 'undo', 'reorder'] as const)
      expect(verdictOn(kind, refusal(status, code), notVoided), kind).toBe(expected[kind]);
  });

  it('covers every order and validation code the loyalty service documents (4001-4004 and 4015 answer confirm only, 4012 and 4013 reset only)', () => {
    const confirmOnly = ['4001', '4002', '4003', '4004', '4015'];
    const resetOnly = ['4012', '4013'];
    const covered = new Set([...table.map(([code]) => code), ...confirmOnly, ...resetOnly]);
    const codes = Object.values(loyaltyErrors).map((error) => error.code);
    expect(codes.filter((code) => (code.startsWith('40') || code === '9004') && !covered.has(code))).toEqual([]);
  });

  it('settles a close refused as aborted when the bridge voided the payment (its refund went through first)', () => {
    expect(verdictOn('close', refusal(400, '4010'), voided)).toBe('done');
    expect(verdictOn('close', refusal(400, '4010'), notVoided)).toBe('dead');
    expect(verdictOn('close', refusal(400, '4006'), voided)).toBe('dead');
  });

  it('settles a reorder refused as aborted (4010, 4011) when the bridge queued a refund of its order after it', () => {
    expect(verdictOn('reorder', refusal(400, '4010'), voided)).toBe('done');
    expect(verdictOn('reorder', refusal(400, '4011'), voided)).toBe('done');
    expect(verdictOn('reorder', refusal(400, '4011'), notVoided)).toBe('dead');
    /** An expired fingerprint or a balance that is short for now: the next try calculates again. */
    expect(verdictOn('reorder', refusal(400, '4002'), notVoided)).toBe('retry');
    expect(verdictOn('reorder', refusal(400, '3020'), notVoided)).toBe('retry');
  });

  it('retries whatever is not a refusal: unreachable, timeout, 5xx, and errors of no known kind', () => {
    for (const reason of ['unreachable', 'timeout', 'server-error'] as const)
      expect(verdictOn('close', new LoyaltyUnavailableError(reason, reason), notVoided)).toBe('retry');
    expect(verdictOn('refund', new Error('socket hang up'), notVoided)).toBe('retry');
  });
});
