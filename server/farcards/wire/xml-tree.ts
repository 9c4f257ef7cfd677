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

/** Every child element named `name`, in document order per spelling. */
export function childrenNamed(element: XmlElement | undefined, name: string): XmlElement[] {
  return valuesNamed(element, name).filter(isElement);
}

/** The first child element named `name`. */
export function childNamed(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return childrenNamed(element, name)[0];
}

/** The first child named `name` as text (an element escaped as text in it, for a sender that did so); '' when empty. */
export function childTextNamed(element: XmlElement | undefined, name: string): string | undefined {
  const value = valuesNamed(element, name)[0];
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  const text = isElement(value) ? value['#text'] : undefined;
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
