/** The XML layer of the terminal protocol: one configured parser, one builder. */
export { parseXml, type ParsedXml } from './xml-parser.js';
export { buildXml, xmlDeclaration } from './xml-builder.js';
export * from './xml-element.js';
