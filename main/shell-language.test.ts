import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shellLanguage } from './shell-language.js';

const dataDir = (config?: string): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillbridge-shell-'));
  if (config !== undefined) fs.writeFileSync(path.join(dir, 'bridge.config.json'), config);
  return dir;
};

describe('the shell’s language', () => {
  it('follows the language setting as the core reads it: file, then environment, then flags', () => {
    expect(shellLanguage(dataDir(), [], {})).toBe('en');
    const russian = dataDir('\uFEFF{\r\n  "language": "ru"\r\n}\r\n');
    expect(shellLanguage(russian, [], {})).toBe('ru');
    expect(shellLanguage(russian, [], { TILLBRIDGE_LANGUAGE: 'en' })).toBe('en');
    expect(shellLanguage(dataDir(), ['--language', 'ru'], {})).toBe('ru');
  });

  it('stays in English when the core would refuse the settings (the core says why)', () => {
    expect(shellLanguage(dataDir('{"language": "fr"}'), [], {})).toBe('en');
    expect(shellLanguage(dataDir('{ not json'), [], {})).toBe('en');
    expect(shellLanguage(dataDir(), ['--no-such-flag'], {})).toBe('en');
  });
});
