import { describe, expect, it } from 'vitest';
import { hashKeyPassword, isAcceptablePassword, verifyKeyPassword } from './key-password.js';

describe('a key password', () => {
  it('is stored as scrypt with its cost and a salt of its own, and verified against it', async () => {
    const [first, second] = await Promise.all([hashKeyPassword('correct horse 1'), hashKeyPassword('correct horse 1')]);
    expect(first).toMatch(/^scrypt\$15\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(second).not.toBe(first);
    expect(first).not.toContain('correct horse');
    expect(await verifyKeyPassword('correct horse 1', first)).toBe(true);
    expect(await verifyKeyPassword('correct horse 2', first)).toBe(false);
    expect(await verifyKeyPassword('correct horse 1', 'sha256$whatever')).toBe(false);
  });

  it('is 8 to 200 characters on one line', () => {
    expect(isAcceptablePassword('12345678')).toBe(true);
    expect(isAcceptablePassword('x'.repeat(200))).toBe(true);
    for (const refused of ['1234567', 'x'.repeat(201), 'two\nlines!', 'carriage\rreturn'])
      expect(isAcceptablePassword(refused), refused).toBe(false);
  });
});
