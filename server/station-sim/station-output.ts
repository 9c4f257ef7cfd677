import { attribute, childElement, childText, type XmlElement, type XmlValue } from '../authcall/xml/authcall-xml.js';

/** Elements of a reply printed as `Name: value`, in this order. */
const fields = ['OpResult', 'ActionID', 'CardCode', 'AuthCode', 'AuthInfo', 'PaymentSystem', 'ConfPrnT', 'DisplayT'];

const list = (value: XmlValue | undefined): XmlElement[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
    (v): v is XmlElement => typeof v === 'object' && v !== null && !Array.isArray(v),
  );

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescape(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_m, name: string) =>
    name.startsWith('#x')
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : entities[name]!,
  );
}

/**
 * The `Unfiscal` documents of a reply, read from its raw text: the parser trims attribute values, and a receipt's
 * leading spaces (centred lines) are part of what the printer prints.
 */
export function printedDocuments(xml: string): { cutAfter: boolean; lines: string[] }[] {
  return [...xml.matchAll(/<Unfiscal\b([^>]*?)(?:\/>|>([\s\S]*?)<\/Unfiscal>)/g)].map((doc) => ({
    cutAfter: /CutAfter="1"/.test(doc[1] ?? ''),
    lines: [...(doc[2] ?? '').matchAll(/<TextLine\b[^>]*?\bText="([^"]*)"/g)].map((line) => unescape(line[1]!)),
  }));
}

/** A document drawn as a paper receipt: the lines in a box as wide as the widest line (at least `width`). */
export function receiptBox(lines: readonly string[], width: number, cutAfter: boolean): string[] {
  const inner = Math.max(width, ...lines.map((l) => l.length));
  const edge = `+${'-'.repeat(inner)}+`;
  return [edge, ...lines.map((l) => `|${l.padEnd(inner)}|`), cutAfter ? `+${'~'.repeat(inner)}+ (cut)` : edge];
}

/** The `MENU` tree as indented lines: caption, operation id, parameter, dialog. */
export function menuTree(menu: XmlElement | undefined, depth = 0): string[] {
  return list(menu?.MENUITEM).flatMap((item) => {
    const dialog = childElement(item, 'DIALOGINFO');
    const details = [
      attribute(item, 'operationId'),
      attribute(item, 'parameter') ? `parameter=${attribute(item, 'parameter')}` : undefined,
      dialog ? `dialog=${attribute(dialog, 'dialogType')} "${attribute(dialog, 'caption') ?? ''}"` : undefined,
      attribute(item, 'purposeToLock') ? `purposeToLock=${attribute(item, 'purposeToLock')}` : undefined,
      attribute(item, 'userRight') ? `userRight=${attribute(item, 'userRight')}` : undefined,
    ].filter(Boolean);
    const line = `${'  '.repeat(depth)}${attribute(item, 'caption') ?? '?'}${details.length ? `  [${details.join(' ')}]` : ''}`;
    return [line, ...menuTree(item, depth + 1)];
  });
}

/** A parsed reply as the integrator reads it: the root and version, the fields, the receipts, the menu tree. */
export function describeReply(rootName: string, root: XmlElement, xml: string, width: number): string[] {
  const out = [`${rootName} version=${attribute(root, 'version') ?? '?'}`];
  for (const name of fields) {
    const value = childText(root, name);
    if (value !== undefined) out.push(`${name}: ${value}`);
  }
  const tip = childElement(root, 'Tip');
  if (tip)
    out.push(
      `Tip: ${attribute(childElement(tip, 'MyPay'), 'myAmount') ?? '?'} (ActionID ${childText(tip, 'ActionID') ?? ''}, AuthCode ${childText(tip, 'AuthCode') ?? ''})`,
    );
  const menu = childElement(root, 'MENU');
  if (menu) out.push('MENU', ...menuTree(menu, 1));
  for (const doc of printedDocuments(xml)) out.push(...receiptBox(doc.lines, width, doc.cutAfter));
  return out;
}
