import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JsonSyntaxError, parseJsonText, readHandEditedFile, TextEncodingError } from './hand-edited-file.js';
import { editorVariants } from './test-support/editor-variants.js';

function saved(bytes: Buffer | string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tillbridge-text-')), 'file.txt');
  fs.writeFileSync(file, bytes);
  return file;
}

const text = 'venue: Кафе «Тиллбридж»\nnotes: |\n  first\n  second\n';

describe('readHandEditedFile', () => {
  it.each(editorVariants)('reads a file saved with %s exactly like the plain file', (_name, save) => {
    expect(readHandEditedFile(saved(save(text)))).toBe(text);
  });

  it('reads lone CR line ends and UTF-16 with its byte-order mark (Notepad\'s "Unicode") too', () => {
    expect(readHandEditedFile(saved(text.replace(/\n/g, '\r')))).toBe(text);
    const utf16le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text.replace(/\n/g, '\r\n'), 'utf16le')]);
    expect(readHandEditedFile(saved(utf16le))).toBe(text);
    const utf16be = Buffer.from(utf16le);
    utf16be.swap16();
    expect(readHandEditedFile(saved(utf16be))).toBe(text);
  });

  it('keeps a byte-order mark that is not at the start (it is text then)', () => {
    expect(readHandEditedFile(saved('a\uFEFFb'))).toBe('a\uFEFFb');
  });

  it('refuses a file in a legacy code page, saying to save it as UTF-8', () => {
    const cp1251 = Buffer.from([0xca, 0xe0, 0xf4, 0xe5]); // "Кафе" in Windows-1251
    expect(() => readHandEditedFile(saved(cp1251))).toThrowError(
      new TextEncodingError('not UTF-8 text (saved in another encoding?); save it as UTF-8'),
    );
  });

  it('throws the file system error of a missing file as it is', () => {
    expect(() => readHandEditedFile('/nonexistent/file.json')).toThrow(expect.objectContaining({ code: 'ENOENT' }));
  });
});

describe('parseJsonText', () => {
  const broken = '{\n  "port": 1220\n  "host": "127.0.0.1"\n}\n';

  it('names the line and column as an editor shows them, the same for CRLF as for LF', () => {
    expect(() => parseJsonText(broken)).toThrowError(
      new JsonSyntaxError("Expected ',' or '}' after property value at line 3, column 3"),
    );
    for (const [, save] of editorVariants) {
      const file = saved(save(broken));
      expect(() => parseJsonText(readHandEditedFile(file))).toThrow(/ at line 3, column 3$/);
    }
  });

  it('gives one line without the copy of the text V8 puts in some messages', () => {
    expect(() => parseJsonText('{\n  "port": x\n}')).toThrowError(new JsonSyntaxError("Unexpected token 'x'"));
    expect(() => parseJsonText('')).toThrowError(new JsonSyntaxError('Unexpected end of JSON input'));
  });

  it('parses valid JSON', () => {
    expect(parseJsonText('{\n  "a": [1, 2]\n}\n')).toEqual({ a: [1, 2] });
  });
});
