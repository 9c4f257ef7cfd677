import { parseXml as parseDocument, XmlElement as ParsedElement, XmlError, XmlText } from '@rgrove/parse-xml';
import type { XmlElement, XmlValue } from './xml-element.js';
import { MalformedXmlError } from './xml-error.js';
import { checkReferences } from './xml-references.js';

/** Elements the protocol repeats: always arrays after parsing, even with one occurrence. */
const repeatedElements = new Set(['Unfiscal', 'TextLine', 'MENUITEM']);

/** Names that would reach an object's prototype if they became keys. */
const forbiddenNames = new Set(['__proto__', 'constructor', 'prototype']);

/** Deeper than any message of the protocol (MENU nests four levels and more); refuses nesting bombs. */
const maxDepth = 64;

export interface ParsedXml {
  readonly rootName: string;
  readonly root: XmlElement;
}

/** Characters XML 1.0 does not allow anywhere in a document: C0 controls but tab, LF and CR; U+FFFE and U+FFFF. */
// eslint-disable-next-line no-control-regex
const forbiddenCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/**
 * Parses one protocol message. Refuses (400, MalformedXmlError) a DOCTYPE or ENTITY declaration before parsing (no
 * entity expansion, no external entities), a character XML does not allow, nesting deeper than any message, a document
 * that is not well-formed (with where and what: @rgrove/parse-xml checks XML 1.0's well-formedness in its one pass,
 * undefined entities and references to forbidden characters included), more than one root, and a name such as
 * `__proto__` that would reach an object's prototype.
 */
export function parseXml(text: string): ParsedXml {
  if (text.trim() === '') throw new MalformedXmlError('the request body is empty: an XML document is required');
  if (/<!DOCTYPE/i.test(text) || /<!ENTITY/i.test(text))
    throw new MalformedXmlError('DOCTYPE and ENTITY declarations are not allowed');
  const forbidden = forbiddenCharacter.exec(text);
  if (forbidden)
    throw new MalformedXmlError(
      `malformed XML at ${position(text, forbidden.index)}: ${codePoint(forbidden[0])} is not allowed in XML`,
    );
  if (nestingDepth(text) > maxDepth) throw new MalformedXmlError(`XML nests deeper than ${maxDepth} levels`);
  if (text.includes('&')) checkReferences(text);
  let root: ParsedElement | null;
  try {
    root = parseDocument(text).root;
  } catch (error) {
    if (!(error instanceof XmlError)) throw error;
    const what = error.message.split(' (line ')[0];
    throw new MalformedXmlError(`malformed XML at line ${error.line}, column ${error.column}: ${what}`);
  }
  if (!root) throw new MalformedXmlError('the XML document must have exactly one root element');
  return { rootName: checkedName(root.name), root: elementOf(root) };
}

/**
 * The element as the protocol's readers take it: attributes under `@_name`, child elements by name (an array when one
 * repeats or is always repeated), text (each piece trimmed) under `#text` when there are attributes or children, else
 * the text itself as the child's value.
 */
function elementOf(element: ParsedElement): XmlElement {
  const out: Record<string, XmlValue> = {};
  for (const name of Object.keys(element.attributes)) out[`@_${name}`] = element.attributes[name]!.trim();
  for (const child of element.children)
    if (child instanceof ParsedElement) addChild(out, checkedName(child.name), valueOf(child));
  const text = textOf(element);
  if (text !== '') out['#text'] = text;
  return out;
}

function valueOf(element: ParsedElement): XmlValue {
  const simple =
    Object.keys(element.attributes).length === 0 && !element.children.some((child) => child instanceof ParsedElement);
  return simple ? textOf(element) : elementOf(element);
}

/** The element's own text: each piece (between child elements, CDATA included) trimmed, joined. */
function textOf(element: ParsedElement): string {
  let text = '';
  for (const child of element.children) if (child instanceof XmlText) text += child.text.trim();
  return text;
}

function addChild(out: Record<string, XmlValue>, name: string, value: XmlValue): void {
  const known = out[name];
  if (known === undefined) out[name] = repeatedElements.has(name) ? [value] : value;
  else if (Array.isArray(known)) (known as XmlValue[]).push(value);
  else out[name] = [known, value];
}

function checkedName(name: string): string {
  if (forbiddenNames.has(name)) throw new MalformedXmlError(`malformed XML: the name "${name}" is not allowed`);
  return name;
}

/** `line L, column C` (1-based) of a character index. */
function position(text: string, index: number): string {
  const before = text.slice(0, index);
  const line = before.split('\n').length;
  return `line ${line}, column ${index - before.lastIndexOf('\n')}`;
}

const codePoint = (char: string): string => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** Upper bound of element depth, counted on the text before it is parsed (the parser recurses per level). */
function nestingDepth(text: string): number {
  /** The number of `<` is a bound too, and a cheap one: it settles every usual message without the tag scan. */
  const opens = text.match(/</g)?.length ?? 0;
  if (opens <= maxDepth) return opens;
  let depth = 0;
  let max = 0;
  for (const match of text.matchAll(/<(\/?)[A-Za-z_][^>]*?(\/?)>/g)) {
    if (match[1]) depth--;
    else if (!match[2]) max = Math.max(max, ++depth);
  }
  return max;
}
