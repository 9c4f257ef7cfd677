import { describe, expect, it } from 'vitest';
import { B2bCaller, type InProcessCall } from './b2b-caller.js';
import { LoyaltyApiError, LoyaltyUnavailableError } from './loyalty-client-errors.js';

/** A port nothing listens on: a call that falls back to HTTP is refused at once. */
const nowhere = 'http://127.0.0.1:9';

describe('the b2b caller with the embedded service in process', () => {
  it('reads the in-process answer as an HTTP one: 200 parsed, a refusal typed with its code', async () => {
    const answers: InProcessCall = (path) =>
      Promise.resolve(
        path.endsWith('/ok')
          ? { status: 200, text: '{"value":1}' }
          : { status: 400, text: '{"error":{"code":"3007","message":"guest not found"}}' },
      );
    const caller = new B2bCaller(nowhere, { apiKey: 'k', inProcess: answers });
    expect(await caller.post('/b2b/v1/loyalty/ok', {}, true)).toEqual({ value: 1 });
    const refused = await caller.post('/b2b/v1/loyalty/no', {}, true).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(LoyaltyApiError);
    expect(refused).toMatchObject({ code: '3007', message: 'guest not found' });
  });

  it('passes the key and the payload as they are', async () => {
    const seen: unknown[] = [];
    const caller = new B2bCaller(nowhere, {
      apiKey: 'the-key',
      inProcess: (path, headers, payload) => {
        seen.push(path, headers.ApiKey, payload);
        return Promise.resolve({ status: 200, text: '{}' });
      },
    });
    await caller.post('/b2b/v1/loyalty/guests/get', { guest: { phone: '+79990000001' } }, true);
    expect(seen).toEqual(['/b2b/v1/loyalty/guests/get', 'the-key', { guest: { phone: '+79990000001' } }]);
  });

  it('gives up on a call that does not answer within its time, as over HTTP', async () => {
    const caller = new B2bCaller(nowhere, {
      apiKey: 'k',
      timeoutMs: 50,
      inProcess: () => new Promise(() => undefined),
    });
    const error = await caller.post('/b2b/v1/loyalty/slow', {}, true).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoyaltyUnavailableError);
    expect(error).toMatchObject({ reason: 'timeout' });
  });

  it('goes over HTTP for what is not served in process', async () => {
    const caller = new B2bCaller(nowhere, { apiKey: 'k', inProcess: () => undefined });
    const error = await caller.post('/b2b/v1/loyalty/guests/getBonusHistory', {}, true).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoyaltyUnavailableError);
    expect(error).toMatchObject({ reason: 'unreachable' });
  });
});
