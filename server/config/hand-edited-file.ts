import fs from 'node:fs';

/** A hand-edited file whose bytes are not text in an encoding we read (UTF-8, or UTF-16 with its byte-order mark). */
export class TextEncodingError extends Error {
  override readonly name = 'TextEncodingError';
}

/** JSON that does not parse; the message is one line and says where, as an editor counts lines and columns. */
export class JsonSyntaxError extends Error {
  override readonly name = 'JsonSyntaxError';
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads a file a person may have saved in any editor, so that it reads exactly like the same file saved plainly: a
 * UTF-8 byte-order mark is dropped, UTF-16 with its mark (Notepad's "Unicode") is decoded, CRLF and lone CR line ends
 * become LF. Fails with TextEncodingError for bytes that are not UTF-8 (a file saved in a legacy code page).
 * Errors of the file system (ENOENT, EACCES) are thrown as they are.
 */
export function readHandEditedFile(file: string): string {
  return decodeHandEditedText(fs.readFileSync(file));
}

/** The decoding of readHandEditedFile, for bytes already read. */
export function decodeHandEditedText(bytes: Uint8Array): string {
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder('utf-16le').decode(bytes);
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = new TextDecoder('utf-16be').decode(bytes);
  else {
    try {
      text = utf8.decode(bytes);
    } catch {
      throw new TextEncodingError('not UTF-8 text (saved in another encoding?); save it as UTF-8');
    }
  }
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

/**
 * JSON.parse with a one-line error: V8's "at position N" becomes "at line L, column C" (1-based, as editors count),
 * and the copy of the text V8 puts in some messages (which may span lines) is left out.
 */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const message = (error as Error).message
      .replace(/, ".*" is not valid JSON$/s, '')
      .replace(/ in JSON at position (\d+)(?: \(line \d+ column \d+\))?$/, (_match, offset: string) => {
        const { line, column } = lineAndColumn(text, Number(offset));
        return ` at line ${line}, column ${column}`;
      });
    throw new JsonSyntaxError(message.split('\n')[0]!);
  }
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lastBreak = before.lastIndexOf('\n');
  return { line: before.split('\n').length, column: offset - lastBreak };
}
