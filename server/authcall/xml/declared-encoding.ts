import iconv from 'iconv-lite';
import { HttpError } from '../../errors/http-error.js';

/** How far into a body the XML declaration is looked for: it must come first, and it is short. */
const declarationBytes = 256;

/** `<?xml … encoding="label"?>` at the very start (after a byte-order mark): the label, as written. */
const declaration = /^(?:\uFEFF|ï»¿)?<\?xml[ \t\r\n][^>]*?encoding[ \t\r\n]*=[ \t\r\n]*["']([^"']*)["']/;

/**
 * The charset an XML body declares for itself (`encoding="windows-1251"`), lower case; undefined when it declares none.
 * Used only when the request's Content-Type names no charset (HTTP's header wins: docs/protocol.md, "Transport"). A
 * label iconv-lite does not know is a 415 that names it. The declaration itself is ASCII in every charset a station
 * driver writes (UTF-8, the Windows and DOS code pages, KOI8), so it is read as Latin-1 before the body is decoded.
 */
export function declaredCharset(body: Buffer): string | undefined {
  const head = body.toString('latin1', 0, Math.min(body.length, declarationBytes));
  const label = declaration.exec(head)?.[1];
  if (label === undefined) return undefined;
  const charset = label.trim().toLowerCase();
  if (charset === 'utf-8' || charset === 'utf8') return 'utf-8';
  if (!/^[a-z0-9][a-z0-9._:-]{0,39}$/.test(charset) || !iconv.encodingExists(charset))
    throw new HttpError(415, `the XML declaration's encoding "${label}" is not supported: send UTF-8 or windows-1251`);
  return charset;
}
