import type { ZxcvbnFactory, ZxcvbnResult } from '@zxcvbn-ts/core';

/** zxcvbn's score an administrator's password needs: 3, about 10^8 guesses or more (docs/console.md, "Security"). */
export const minAdminPasswordScore = 3;

export const adminPasswordLengthHint = 'must be 10 to 200 characters on one line';

export function hasAdminPasswordLength(password: string): boolean {
  return password.length >= 10 && password.length <= 200 && !/[\r\n]/.test(password);
}

/** Why zxcvbn found a password weak, by its warning's key; the refusal names it. */
const weakBecause: Readonly<Record<string, string>> = {
  straightRow: 'it is a straight row of keys',
  keyPattern: 'it is a short keyboard pattern',
  simpleRepeat: 'it repeats one character',
  extendedRepeat: 'it repeats a group of characters',
  sequences: 'it is a sequence such as abc or 1234',
  recentYears: 'it is a recent year',
  dates: 'it is a date',
  topTen: 'it is one of the ten most common passwords',
  topHundred: 'it is one of the hundred most common passwords',
  common: 'it is a common password',
  similarToCommon: 'it is a common password with small changes',
  wordByItself: 'it is a single word',
  namesByThemselves: 'it is a name',
  commonNames: 'it is a common name',
  userInputs: 'it contains the e-mail address',
  pwned: 'it is a leaked password',
};

/**
 * Loaded and built on first use, not when a process starts: the common-password dictionary takes about half a second,
 * which every other `loyalty-admin` command and the service's start would otherwise pay.
 */
let checker: Promise<ZxcvbnFactory> | undefined;

async function strength(password: string, userInputs: readonly string[]): Promise<ZxcvbnResult> {
  checker ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) =>
      new core.ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs }),
  );
  return (await checker).check(password, [...userInputs]);
}

/**
 * Why an administrator's password is refused, or undefined when it may be set: 10 to 200 characters on one line, and
 * not easy to guess (zxcvbn with its common-password dictionary: repetitions, sequences, keyboard rows, common
 * passwords, dates and the administrator's e-mail all score low).
 */
export async function adminPasswordProblem(
  password: string,
  userInputs: readonly string[] = [],
): Promise<string | undefined> {
  if (!hasAdminPasswordLength(password)) return adminPasswordLengthHint;
  const result = await strength(password, userInputs);
  if (result.score >= minAdminPasswordScore) return undefined;
  const why = (result.feedback.warning && weakBecause[result.feedback.warning]) ?? 'it is too short for its characters';
  return `is too easy to guess (${why}): use a longer phrase of several unrelated words`;
}
