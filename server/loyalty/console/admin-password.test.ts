import { describe, expect, it } from 'vitest';
import { adminPasswordProblem } from './admin-password.js';

describe("an administrator's password", () => {
  it('is refused when it is easy to guess, naming why', async () => {
    const refused: [string, string][] = [
      ['          ', 'it repeats one character'],
      ['aaaaaaaaaa', 'it repeats one character'],
      ['abcabcabcabc', 'it repeats a group of characters'],
      ['1234567890', 'it is one of the hundred most common passwords'],
      ['qwertyuiop', 'it is one of the hundred most common passwords'],
      ['password123', 'it is a common password'],
      ['P@ssw0rd2024', 'it is a common password with small changes'],
    ];
    for (const [password, why] of refused)
      expect({ password, problem: await adminPasswordProblem(password) }).toEqual({
        password,
        problem: `is too easy to guess (${why}): use a longer phrase of several unrelated words`,
      });
    expect(await adminPasswordProblem('ada.lovelace1815', ['ada.lovelace@example.com', 'ada.lovelace'])).toMatch(
      /^is too easy to guess/,
    );
  });

  it('is refused outside 10 to 200 characters on one line', async () => {
    for (const password of ['short', 'x'.repeat(201), 'two lines\nof it'])
      expect(await adminPasswordProblem(password)).toBe('must be 10 to 200 characters on one line');
  });

  it('is accepted as a phrase of unrelated words or a long random string', async () => {
    for (const password of ['correct horse battery', 'harbour-console-pass', 'Tr0ub4dor&3x', 'a brand new password'])
      expect({ password, problem: await adminPasswordProblem(password) }).toEqual({ password, problem: undefined });
  });
});
