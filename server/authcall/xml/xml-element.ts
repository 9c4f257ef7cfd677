/**
 * A parsed XML element as parseXml (xml-parser.ts) gives it: attributes under `@_name`, child elements by name (always
 * arrays for the repeating ones, see xml-parser.ts), text under `#text` when an element has attributes and text.
 * Every leaf value is a string.
 */
export type XmlElement = { readonly [name: string]: XmlValue };
export type XmlValue = string | XmlElement | readonly XmlValue[];

/** Content of a reply element: attributes under `@_name`, children by name, `undefined` children are left out. */
export type XmlContent = { [name: string]: XmlContentValue };
export type XmlContentValue = string | number | XmlContent | readonly XmlContent[] | undefined;

export const attr = (name: string): string => `@_${name}`;

/** The child element `name` (the first one when it repeats), or undefined when absent or only text. */
export function childElement(parent: XmlElement | undefined, name: string): XmlElement | undefined {
  const value = parent?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'object' && first !== null && !Array.isArray(first) ? (first as XmlElement) : undefined;
}

/** An attribute's value, or undefined. */
export function attribute(element: XmlElement | undefined, name: string): string | undefined {
  const value = element?.[attr(name)];
  return typeof value === 'string' ? value : undefined;
}

/** The text of a child element (`<ActionID>abc</ActionID>`), or undefined when absent; an empty element is ''. */
export function childText(parent: XmlElement | undefined, name: string): string | undefined {
  const value = parent?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  if (first === undefined) return undefined;
  if (typeof first === 'string') return first;
  const text = (first as XmlElement)['#text'];
  return typeof text === 'string' ? text : '';
}
