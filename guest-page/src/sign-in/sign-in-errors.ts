import type { GuestApiError } from '../api/guest-api-error';

/** What the page tells the guest about a refused step, and the numbers it names. */
export interface SignInProblem {
  readonly key: string;
  readonly values?: Readonly<Record<string, number>>;
}

const minutes = (seconds: number | undefined) => ({ minutes: Math.max(1, Math.ceil((seconds ?? 3600) / 60)) });

/**
 * What either step says alike: too many tries (`tooManyKey`: of codes sent, of codes checked) and when to try again,
 * the service refused the phone, no connection, or anything else.
 */
function eitherStepProblem(error: GuestApiError, tooManyKey: string): SignInProblem {
  if (error.kind === 'tooMany') return { key: tooManyKey, values: minutes(error.retryAfterSeconds) };
  if (error.kind === 'refused') return { key: 'problem.refused' };
  return { key: error.kind === 'offline' ? 'problem.offline' : 'problem.server' };
}

/** A refused sendsms (on the phone step a `wait` goes on to the code step instead: a code was sent already). */
export function sendProblem(error: GuestApiError): SignInProblem {
  switch (error.kind) {
    case 'wait':
      return { key: 'problem.wait' };
    case 'badInput':
      return { key: 'problem.phoneInvalid' };
    case 'unauthorized':
      return { key: 'problem.captcha' };
    case 'unavailable':
      return { key: 'problem.smsUnavailable' };
    default:
      return eitherStepProblem(error, 'problem.tooManyCodes');
  }
}

/** The SMS code rules of the service: a code lives 5 minutes and takes 5 checks. */
export const codeRules = { lifetimeMs: 300_000, checks: 5 } as const;

/** A refused checksms; `wrongChecks` counts this code's wrong checks including this one, `ageMs` its age. */
export function checkProblem(error: GuestApiError, wrongChecks: number, ageMs: number): SignInProblem {
  switch (error.kind) {
    case 'unauthorized':
      if (ageMs >= codeRules.lifetimeMs) return { key: 'problem.codeExpired' };
      if (wrongChecks >= codeRules.checks) return { key: 'problem.codeUsedUp' };
      return { key: 'problem.codeWrong', values: { count: codeRules.checks - wrongChecks } };
    case 'badInput':
      return { key: 'problem.codeFormat' };
    default:
      return eitherStepProblem(error, 'problem.tooManyWrong');
  }
}
