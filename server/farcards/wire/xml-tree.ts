import type { XmlElement, XmlValue } from '../../authcall/xml/authcall-xml.js';

/**
 * Reading a parsed FarCards document with element and attribute names matched without regard to case: the vendor
 * writes `INPBUF`, a client library `InpBuf`; the check's tags are upper case and its attributes lower case by rule,
 * which a handler should not bet on.
 */

const isElement = (value: XmlValue | undefined): value is XmlElement =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The values under every key of `element` that equals `name` without regard to case. */
function valuesNamed(element: XmlElement | undefined, name: string): XmlValue[] {
  if (!element) return [];
  const wanted = name.toLowerCase();
  const out: XmlValue[] = [];
  for (const key in element) {
    if (key.toLowerCase() !== wanted) continue;
    const value = element[key]!;
    if (Array.isArray(value)) out.push(...(value as readonly XmlValue[]));
    else out.push(value);
  }
  return out;
}

/** Every child element named `name`, in document order per spelling; one with text only holds it under `#text`. */
export function childrenNamed(element: XmlElement | undefined, name: string): XmlElement[] {
  return valuesNamed(element, name).flatMap((value) =>
    typeof value === 'string' ? [{ '#text': value }] : isElement(value) ? [value] : [],
  );
}

/** The first child element named `name`. */
export function childNamed(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return childrenNamed(element, name)[0];
}

/** The text of an element (an element escaped as text in it, for a sender that did so); '' when it has none. */
export function textOf(element: XmlElement): string {
  const text = element['#text'];
  return typeof text === 'string' ? text : '';
}

/** The first of the attributes `names` the element has (trimmed), or undefined. */
export function attributeNamed(element: XmlElement | undefined, ...names: readonly string[]): string | undefined {
  for (const name of names) {
    const value = valuesNamed(element, `@_${name}`)[0];
    if (typeof value === 'string') return value.trim();
  }
  return undefined;
}
