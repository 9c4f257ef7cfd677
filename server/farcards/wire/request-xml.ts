import { parseXml, type XmlElement } from '../../authcall/xml/authcall-xml.js';
import { MalformedXmlError } from '../../authcall/xml/xml-error.js';
import type { FarcardsCheck } from '../farcards-contract.js';
import { checkFromXml } from './check-xml.js';
import { FarcardsWireFault, fieldFault } from './wire-fault.js';
import { attributeNamed, childNamed, textOf } from './xml-tree.js';

/** A request document: its root element and name (as written). */
export interface FarcardsDocument {
  readonly rootName: string;
  readonly root: XmlElement;
}

/** Parses a request with the project's hardened parser (no DTD, no entity bombs, depth bound); a fault names the flaw. */
export function parseFarcardsXml(text: string): FarcardsDocument {
  try {
    return parseXml(text);
  } catch (error) {
    if (error instanceof MalformedXmlError) throw new FarcardsWireFault(error.message);
    throw error;
  }
}

/** The request's `QRY`: the root's child (`ROOT/QRY`), or the root itself when a sender left `ROOT` out. */
export function queryElement(document: FarcardsDocument): XmlElement {
  if (document.rootName.toLowerCase() === 'qry') return document.root;
  const query = childNamed(document.root, 'QRY');
  if (!query) throw new FarcardsWireFault(`the request has no QRY element (its root is <${document.rootName}>)`);
  return query;
}

/**
 * The check of `INPBUF` (in `QRY` as the vendor sends it, or in the root as a client library does): the `CHECK` child
 * element, or a CHECK document escaped as the buffer's text; none when there is no buffer or `InpKind` is 0.
 */
export function checkOf(...holders: readonly (XmlElement | undefined)[]): FarcardsCheck | undefined {
  for (const holder of holders) {
    const buffer = childNamed(holder, 'INPBUF');
    if (!buffer) continue;
    if (attributeNamed(buffer, 'InpKind') === '0') return undefined;
    const check = childNamed(buffer, 'CHECK');
    if (check) return checkFromXml(check);
    const text = textOf(buffer);
    return text.trim() === '' ? undefined : checkOfText(text);
  }
  return undefined;
}

function checkOfText(text: string): FarcardsCheck {
  const inner = parseFarcardsXml(text);
  if (inner.rootName.toLowerCase() !== 'check')
    throw new FarcardsWireFault(`INPBUF must hold a CHECK; it holds <${inner.rootName}>`);
  return checkFromXml(inner.root);
}

/** A card number as the till sends it (Int64: digits only); a fault naming `field` when missing or not digits. */
export function cardNumber(element: XmlElement, names: readonly string[], field = names[0]!): string {
  const text = attributeNamed(element, ...names);
  if (text === undefined || !/^\d{1,19}$/.test(text))
    throw fieldFault(field, 'the card number, digits only (at most 19)', text);
  return text;
}

/** A whole-number attribute (`Restaurant`, `UnitNo`, `Account`); undefined when absent or empty. */
export function wholeAttribute(element: XmlElement, names: readonly string[], field = names[0]!): number | undefined {
  const text = attributeNamed(element, ...names);
  if (text === undefined || text === '') return undefined;
  if (!/^\d{1,10}$/.test(text) || Number(text) > 0xffffffff)
    throw fieldFault(field, 'a whole number from 0 to 4294967295', text);
  return Number(text);
}
