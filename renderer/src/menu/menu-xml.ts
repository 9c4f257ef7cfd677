import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import type { PrinterDocument } from '../../../shared/api/printer-document';
import { dialogTypes, type DialogResult, type DialogType, type MenuNode, type MenuRunResult } from './menu-types';

/** The menu protocol's version the window speaks (GetMenuList/ExecMenuItem 2). */
export const menuProtocolVersion = 2;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseAttributeValue: false,
  parseTagValue: false,
  trimValues: false,
  processEntities: true,
  isArray: (name) => name === 'MENUITEM' || name === 'Unfiscal' || name === 'TextLine',
});

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', suppressEmptyNode: true });

const declaration = '<?xml version="1.0" encoding="utf-8"?>';

type Element = Record<string, unknown>;

/** Thrown when a reply is not the document the protocol promises; the message says what is wrong. */
export class MenuProtocolError extends Error {}

function parseRoot(xml: string, root: string): Element {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new MenuProtocolError('the reply contains a DOCTYPE or ENTITY');
  let document: Element;
  try {
    document = parser.parse(xml, true) as Element;
  } catch (error) {
    throw new MenuProtocolError(`the reply is not XML: ${(error as Error).message}`);
  }
  const element = document[root];
  if (element === undefined) throw new MenuProtocolError(`the reply is not <${root}>`);
  return typeof element === 'object' && element !== null ? (element as Element) : {};
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : typeof value === 'object' && value !== null
      ? String((value as Element)['#text'] ?? '')
      : undefined;

function menuNode(item: Element): MenuNode {
  const attribute = (name: string): string | undefined => text(item[`@_${name}`]);
  const dialogElement = item.DIALOGINFO as Element | undefined;
  const node: { -readonly [K in keyof MenuNode]: MenuNode[K] } = {
    caption: attribute('caption') ?? '',
    items: ((item.MENUITEM as Element[] | undefined) ?? []).map(menuNode),
  };
  for (const key of ['operationId', 'parameter', 'purposeToLock', 'userRight'] as const) {
    const value = attribute(key);
    if (value !== undefined && value !== '') node[key] = value;
  }
  if (dialogElement !== undefined) {
    const type = text(dialogElement['@_dialogType']);
    if (!dialogTypes.includes(type as DialogType))
      throw new MenuProtocolError(`item "${node.caption}" has an unknown dialogType "${type ?? ''}"`);
    node.dialog = { type: type as DialogType, caption: text(dialogElement['@_caption']) ?? node.caption };
  }
  return node;
}

export function getMenuListXml(): string {
  return `${declaration}<GetMenuList version="${menuProtocolVersion}"/>`;
}

/** The `MENU` tree of a GetMenuListResponse. */
export function parseMenuList(xml: string): MenuNode[] {
  const root = parseRoot(xml, 'GetMenuListResponse');
  const menu = root.MENU as Element | undefined;
  if (menu === undefined) throw new MenuProtocolError('the reply has no MENU');
  return ((menu.MENUITEM as Element[] | undefined) ?? []).map(menuNode);
}

export function execMenuItemXml(node: MenuNode, dialog?: DialogResult): string {
  const content: Element = {
    '@_version': String(menuProtocolVersion),
    OperationId: node.operationId ?? '',
    Parameter: node.parameter ?? '',
  };
  if (dialog) {
    content.DialogResult =
      'value' in dialog
        ? { '@_dialogType': dialog.dialogType, '@_value': dialog.value }
        : { '@_dialogType': dialog.dialogType, '@_from': dialog.from, '@_to': dialog.to };
  }
  return declaration + (builder.build({ ExecMenuItem: content }) as string);
}

/** Every `Unfiscal` of a `PrinterT`, empty `TextLine`s kept. */
export function printerDocuments(printerT: unknown): PrinterDocument[] {
  if (typeof printerT !== 'object' || printerT === null) return [];
  return (((printerT as Element).Unfiscal as Element[] | undefined) ?? []).map((unfiscal) => ({
    cutAfter: text(unfiscal['@_CutAfter']) === '1',
    lines: ((unfiscal.TextLine as Element[] | undefined) ?? []).map((line) => text(line['@_Text']) ?? ''),
  }));
}

export function parseExecMenuItem(xml: string): MenuRunResult {
  const root = parseRoot(xml, 'ExecMenuItemResponse');
  const opResult = text(root.OpResult);
  const display = text(root.DisplayT);
  return {
    ok: opResult === undefined || opResult.trim() !== '0',
    display: display === undefined || display === '' ? undefined : display,
    documents: printerDocuments(root.PrinterT),
  };
}
