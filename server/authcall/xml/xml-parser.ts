import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { HttpError } from '../../http/http-error.js';
import type { XmlElement } from './xml-element.js';
import { checkReferences, predefinedEntities } from './xml-references.js';
import { EntityDecoder } from '@nodable/entities';

/** Elements the protocol repeats: always arrays after parsing, even with one occurrence. */
const repeatedElements = new Set(['Unfiscal', 'TextLine', 'MENUITEM']);

/**
 * Configured once: values stay strings, no DTD; the five predefined entities and character references are decoded (by
 * the decoder fast-xml-parser itself uses, told to know no named entity beyond XML's own).
 */
const options = {
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  processEntities: true,
  entityDecoder: new EntityDecoder({ namedEntities: predefinedEntities, numericAllowed: true }),
  allowBooleanAttributes: false,
  /** isArray looks at the name only: no path string is built for every element. */
  jPath: false,
  isArray: (name: string, _path: unknown, _leaf: unknown, isAttribute: boolean) =>
    !isAttribute && repeatedElements.has(name),
};
const parser = new XMLParser(options);
/**
 * The same without entity decoding, for a message with no `&` (where no entity or character reference can occur, so
 * the tree is the same): decoding costs a fifth of a small message's parse even when there is nothing to decode.
 */
const parserWithoutEntities = new XMLParser({ ...options, processEntities: false });

/** Deeper than any message of the protocol (MENU nests four levels and more); refuses nesting bombs. */
const maxDepth = 64;

export interface ParsedXml {
  readonly rootName: string;
  readonly root: XmlElement;
}

/**
 * Parses one protocol message. Refuses (400) a DOCTYPE or ENTITY declaration before parsing (no entity expansion, no
 * external entities), a document that is not well-formed (with the validator's description; an undefined entity or a
 * reference to a forbidden character too), and more than one root.
 */
export function parseXml(text: string): ParsedXml {
  if (text.trim() === '') throw new HttpError(400, 'the request body is empty: an XML document is required');
  if (/<!DOCTYPE/i.test(text) || /<!ENTITY/i.test(text))
    throw new HttpError(400, 'DOCTYPE and ENTITY declarations are not allowed');
  const valid = XMLValidator.validate(text, { allowBooleanAttributes: false });
  if (valid !== true) {
    const { msg, line, col } = valid.err;
    throw new HttpError(400, `malformed XML at line ${line}, column ${col}: ${msg}`);
  }
  if (nestingDepth(text) > maxDepth) throw new HttpError(400, `XML nests deeper than ${maxDepth} levels`);
  const references = text.includes('&');
  if (references) checkReferences(text);
  const document = (references ? parser : parserWithoutEntities).parse(text) as Record<string, unknown>;
  const roots = Object.keys(document);
  if (roots.length !== 1) throw new HttpError(400, 'the XML document must have exactly one root element');
  const rootName = roots[0]!;
  const value = document[rootName];
  const root = (typeof value === 'object' && value !== null ? value : {}) as XmlElement;
  return { rootName, root: Array.isArray(root) ? ((root[0] ?? {}) as XmlElement) : root };
}

/** Upper bound of element depth, counted on the text (the validator already proved it well-formed). */
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
