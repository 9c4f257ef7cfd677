import { describe, expect, it } from 'vitest';
import { GuestApiError } from '../api/guest-api-error';
import { checkProblem, sendProblem } from './sign-in-errors';

const refused = (status: number, retryAfter: string | null = null) => GuestApiError.fromStatus(status, 'x', retryAfter);

describe("the sign-in's refusals, by status and what the page knows of the code", () => {
  it('sending: limits name the minutes from Retry-After', () => {
    expect(sendProblem(refused(429, '3300'))).toEqual({ key: 'problem.tooManyCodes', values: { minutes: 55 } });
    expect(sendProblem(refused(503)).key).toBe('problem.smsUnavailable');
    expect(sendProblem(refused(422)).key).toBe('problem.wait');
    expect(sendProblem(refused(401)).key).toBe('problem.captcha');
    expect(sendProblem(new GuestApiError('offline', 'down')).key).toBe('problem.offline');
  });

  it('checking: wrong with the tries left, then used up, expired after five minutes', () => {
    expect(checkProblem(refused(401), 1, 10_000)).toEqual({ key: 'problem.codeWrong', values: { count: 4 } });
    expect(checkProblem(refused(401), 5, 10_000).key).toBe('problem.codeUsedUp');
    expect(checkProblem(refused(401), 1, 300_000).key).toBe('problem.codeExpired');
    expect(checkProblem(refused(429, '60'), 0, 0)).toEqual({ key: 'problem.tooManyWrong', values: { minutes: 1 } });
  });
});
