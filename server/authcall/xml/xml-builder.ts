import { XMLBuilder } from 'fast-xml-parser';
import type { XmlContent } from './xml-element.js';

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  suppressEmptyNode: true,
  processEntities: true,
  format: false,
});

export const xmlDeclaration = '<?xml version="1.0" encoding="utf-8"?>';

/** Writes one reply document: the XML declaration, then `<root version="…">content</root>`, UTF-8. */
export function buildXml(rootName: string, version: number, content: XmlContent): string {
  const body: XmlContent = { [`@_version`]: String(version) };
  for (const [name, value] of Object.entries(content)) if (value !== undefined) body[name] = value;
  return xmlDeclaration + (builder.build({ [rootName]: body }) as string);
}
