import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { XmlElement } from './xml-element.js';
import { MalformedXmlError } from './xml-error.js';
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

/** Characters XML 1.0 does not allow anywhere in a document: C0 controls but tab, LF and CR; U+FFFE and U+FFFF. */
// eslint-disable-next-line no-control-regex
const forbiddenCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/**
 * Parses one protocol message. Refuses (400, MalformedXmlError) a DOCTYPE or ENTITY declaration before parsing (no
 * entity expansion, no external entities), a character XML does not allow, a document that is not well-formed (with the
 * validator's description; an undefined entity or a reference to a forbidden character too), and more than one root.
 * The parser's own refusals (what the validator lets through: a processing instruction or comment left open after the
 * root, a name such as `__proto__`) are turned into the same 400 here, the one place the parser runs.
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
  const valid = XMLValidator.validate(text, { allowBooleanAttributes: false });
  if (valid !== true) {
    const { msg, line, col } = valid.err;
    throw new MalformedXmlError(`malformed XML at line ${line}${col === undefined ? '' : `, column ${col}`}: ${msg}`);
  }
  if (nestingDepth(text) > maxDepth) throw new MalformedXmlError(`XML nests deeper than ${maxDepth} levels`);
  const references = text.includes('&');
  if (references) checkReferences(text);
  let document: Record<string, unknown>;
  try {
    document = (references ? parser : parserWithoutEntities).parse(text) as Record<string, unknown>;
  } catch (error) {
    /** The parser is a function of the text alone: whatever it refuses, the text was not a message it can read. */
    throw new MalformedXmlError(
      `malformed XML: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`,
    );
  }
  const roots = Object.keys(document);
  if (roots.length !== 1) throw new MalformedXmlError('the XML document must have exactly one root element');
  const rootName = roots[0]!;
  const value = document[rootName];
  const root = (typeof value === 'object' && value !== null ? value : {}) as XmlElement;
  return { rootName, root: Array.isArray(root) ? ((root[0] ?? {}) as XmlElement) : root };
}

/** `line L, column C` (1-based) of a character index. */
function position(text: string, index: number): string {
  const before = text.slice(0, index);
  const line = before.split('\n').length;
  return `line ${line}, column ${index - before.lastIndexOf('\n')}`;
}

const codePoint = (char: string): string => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

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
