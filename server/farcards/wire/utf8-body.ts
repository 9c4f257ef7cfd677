import type { IncomingHttpHeaders } from 'node:http';
import { FarcardsWireFault } from './wire-fault.js';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** `<?xml … encoding="label"?>` at the start (after a byte-order mark), read as Latin-1: the label as written. */
const declaration = /^(?:\uFEFF|ï»¿)?\s*<\?xml[ \t\r\n][^>]*?encoding[ \t\r\n]*=[ \t\r\n]*["']([^"']*)["']/;

const isUtf8Label = (label: string): boolean => /^utf-?8$/i.test(label.trim());

/**
 * A FarCards body as text: ExtDllHTTP speaks UTF-8 only. A charset other than UTF-8 in the Content-Type or in the XML
 * declaration (windows-1251, as farcards.ini's XMLCP may tempt an installer to send), or bytes that are not UTF-8, are a
 * fault that names what was wrong; nothing is guessed or re-decoded.
 */
export function utf8Body(body: Buffer, headers: IncomingHttpHeaders): string {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(headers['content-type'] ?? '')?.[1];
  if (charset !== undefined && !isUtf8Label(charset))
    throw new FarcardsWireFault(`the request's charset is ${charset}: FarCards over HTTP is UTF-8 only`);
  const label = declaration.exec(body.toString('latin1', 0, Math.min(body.length, 256)))?.[1];
  if (label !== undefined && !isUtf8Label(label))
    throw new FarcardsWireFault(`the XML declares encoding="${label}": FarCards over HTTP is UTF-8 only`);
  try {
    return strictUtf8.decode(body);
  } catch {
    throw new FarcardsWireFault(`the request is not valid UTF-8 (at byte ${firstInvalidByte(body)})`);
  }
}

/** The offset of the first byte that breaks UTF-8, for the fault's text. */
function firstInvalidByte(body: Buffer): number {
  let low = 0;
  let high = body.length;
  /** The longest valid prefix, found by halving: a decode of a prefix fails only at or after the first bad byte. */
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (validPrefix(body.subarray(0, middle))) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** True when `bytes` is UTF-8, allowing a character cut at its end. */
function validPrefix(bytes: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}
