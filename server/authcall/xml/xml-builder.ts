import type { XmlContent, XmlContentValue } from './xml-element.js';

export const xmlDeclaration = '<?xml version="1.0" encoding="utf-8"?>';

/**
 * What must be escaped in text and attribute values (as fast-xml-parser's XMLBuilder escapes them), and the control
 * characters XML 1.0 cannot carry at all: matching those is the point of this expression.
 */
// eslint-disable-next-line no-control-regex
const special = /[&<>'"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;
const specialAll = new RegExp(special.source, 'g');
const escapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  "'": '&apos;',
  '"': '&quot;',
};

/** Escapes a value for text or a double-quoted attribute; a character XML 1.0 forbids becomes U+FFFD. */
function escape(value: string | number): string {
  const text = String(value);
  return special.test(text) ? text.replace(specialAll, (c) => escapes[c] ?? '\ufffd') : text;
}

/** Line breaks and tabs in an attribute as references: a parser turns them into spaces otherwise (XML 1.0, 3.3.3). */
const whitespace = /[\t\n\r]/;
const whitespaceAll = /[\t\n\r]/g;

function escapeAttribute(value: string | number): string {
  const text = escape(value);
  return whitespace.test(text) ? text.replace(whitespaceAll, (c) => `&#${c.charCodeAt(0)};`) : text;
}

function element(name: string, value: XmlContentValue): string {
  if (value === undefined) return '';
  if (Array.isArray(value)) {
    let out = '';
    for (const item of value as readonly XmlContent[]) out += element(name, item);
    return out;
  }
  if (typeof value !== 'object') {
    const text = escape(value);
    return text === '' ? `<${name}/>` : `<${name}>${text}</${name}>`;
  }
  const content = value as XmlContent;
  let attributes = '';
  let children = '';
  for (const key in content) {
    const child = content[key];
    if (child === undefined) continue;
    if (key.startsWith('@_')) attributes += ` ${key.slice(2)}="${escapeAttribute(child as string | number)}"`;
    else if (key === '#text') children += escape(child as string | number);
    else children += element(key, child);
  }
  return children === '' ? `<${name}${attributes}/>` : `<${name}${attributes}>${children}</${name}>`;
}

/**
 * Writes one reply document: the XML declaration, then `<root version="…">content</root>`, UTF-8. Attributes are
 * `@_name` keys, `undefined` children are left out, an empty element is written `<name/>`: the same bytes as
 * fast-xml-parser's XMLBuilder with this project's options (xml-builder.test.ts compares them), a tenth of its time.
 */
export function buildXml(rootName: string, version: number, content: XmlContent): string {
  return buildDocument(rootName, { '@_version': String(version), ...content });
}

/** The same for a protocol without `version` (FarCards): the declaration, then `<root …>content</root>`. */
export function buildDocument(rootName: string, content: XmlContent): string {
  return xmlDeclaration + element(rootName, content);
}
