import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { XMLBuilder } from 'fast-xml-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { loadMenu } from '../../menu/load-menu.js';
import { menuXml } from '../operations/menu-xml.js';
import { paymentSlip } from '../../slips/payment-slip.js';
import { printerT } from '../printer-documents.js';
import { buildXml, xmlDeclaration } from './xml-builder.js';
import type { XmlContent } from './xml-element.js';
import { parseXml } from './xml-parser.js';

/** The library's builder with the options the bridge used before it wrote replies itself: the reference. */
const reference = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  suppressEmptyNode: true,
  processEntities: true,
  format: false,
});

function referenceXml(rootName: string, version: number, content: XmlContent): string {
  const body: XmlContent = { '@_version': String(version) };
  for (const [name, value] of Object.entries(content)) if (value !== undefined) body[name] = value;
  return xmlDeclaration + (reference.build({ [rootName]: body }) as string);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillbridge-xml-builder-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const slip = (language: 'en' | 'ru') =>
  paymentSlip(
    'confirmation',
    {
      venue: `Café "Ёлка" & <Grill>`,
      station: `{A-1}'s till`,
      at: new Date('2026-11-21T12:00:00Z'),
      cardNumber: '5536910012345678',
      amountMinor: 123456,
      tipMinor: 500,
      balanceAfterMinor: 0,
      authCode: 'A<1>',
      paymentSystem: 'Tillbridge',
      actionId: '6b0f3c2e-1a2b-4c3d-9e8f-0a1b2c3d4e5f',
    },
    { width: 42, language },
  );

const cases: Record<string, [string, number, XmlContent]> = {
  'a confirmed payment with a tip and a slip in English': [
    'ConfPayResponse',
    4,
    {
      OpResult: '1',
      ActionID: 'x',
      CardCode: '',
      PrinterT: printerT(slip('en')),
      DisplayT: 'Paid <ok> & "done" \'now\'',
      Tip: { ActionID: 't', MyPay: { '@_myAmount': '500' } },
    },
  ],
  'the same slip in Russian': ['VoidPayResponse', 4, { PrinterT: printerT(slip('ru')), DisplayT: 'Оплата отменена' }],
  'an empty reply': ['CancelPayResponse', 2, {}],
  'numbers, empty strings, undefined children and several documents': [
    'DoShiftResponse',
    1,
    {
      Count: 0,
      Empty: '',
      Left: undefined,
      PrinterT: printerT([
        { cutAfter: false, lines: ['', ' spaced ', 'a&b'] },
        { cutAfter: true, lines: ['second'] },
      ]),
    },
  ],
  'the default menu in English': ['GetMenuListResponse', 2, { MENU: menuXml(loadMenu(dataDir).items) }],
  'the default menu in Russian': [
    'GetMenuListResponse',
    2,
    { MENU: menuXml(loadMenu(dataDir, undefined, 0, 'ru').items) },
  ],
};

describe('buildXml', () => {
  it.each(Object.entries(cases))('writes the same bytes as XMLBuilder: %s', (_name, [root, version, content]) => {
    expect(buildXml(root, version, content)).toBe(referenceXml(root, version, content));
  });

  it('writes what the parser reads back unchanged', () => {
    const lines = ['A & B', '<tag>', `"quoted" and 'single'`, 'Ёлка'];
    const xml = buildXml('ExecMenuItemResponse', 2, {
      DisplayT: lines.join(' '),
      PrinterT: printerT([{ cutAfter: true, lines }]),
    });
    const { rootName, root } = parseXml(xml);
    expect(rootName).toBe('ExecMenuItemResponse');
    expect(root.DisplayT).toBe(lines.join(' '));
    const unfiscal = (root.PrinterT as { Unfiscal: { TextLine: { '@_Text': string }[] }[] }).Unfiscal[0]!;
    expect(unfiscal.TextLine.map((line) => line['@_Text'])).toEqual(lines);
  });

  it('replaces characters XML 1.0 cannot carry, so a stray control character never breaks a reply', () => {
    const xml = buildXml('AuthPayResponse', 4, { DisplayT: 'a\u0001b\u001fc', Tip: { '@_Text': '\u0000' } });
    expect(xml).toContain('<DisplayT>a\ufffdb\ufffdc</DisplayT><Tip Text="\ufffd"/>');
    expect(() => parseXml(xml)).not.toThrow();
  });
});
