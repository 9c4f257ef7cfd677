import iconv from 'iconv-lite';

/** The till's ANSI code page (farcards.ini `XMLCP=1251`): the DLL's text fields are byte arrays in it. */
const tillCodePage = 'windows-1251';

/**
 * The longest start of `text` that fits `maxBytes` bytes of the till's code page, cut between characters (in
 * windows-1251 one byte a character; a character the code page lacks becomes `?`, one a UTF-16 unit).
 */
export function cutToAnsiBytes(text: string, maxBytes: number): string {
  if (text.length <= maxBytes && iconv.encode(text, tillCodePage).length <= maxBytes) return text;
  let bytes = 0;
  let out = '';
  for (const character of text) {
    bytes += iconv.encode(character, tillCodePage).length;
    if (bytes > maxBytes) break;
    out += character;
  }
  return out;
}
