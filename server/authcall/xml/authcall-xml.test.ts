import { describe, expect, it } from 'vitest';
import { printerT } from '../printer-documents.js';
import { buildXml, parseXml } from './authcall-xml.js';
import { attribute, childElement, childText } from './xml-element.js';

describe('parseXml', () => {
  it('keeps values as strings and repeated elements as arrays', () => {
    const { rootName, root } = parseXml(
      '<?xml version="1.0" encoding="utf-8"?><AuthPay version="4"><SrcID cashguid="{A-1}" fullcode="007"/>' +
        '<MyPay myAmount="288000"/><auXML><ActionID>0012</ActionID><AuthCode/></auXML>' +
        '<PrinterT><Unfiscal CutAfter="1"><TextLine Text="a &amp; b"/></Unfiscal></PrinterT></AuthPay>',
    );
    expect(rootName).toBe('AuthPay');
    expect(attribute(root, 'version')).toBe('4');
    expect(attribute(childElement(root, 'SrcID'), 'fullcode')).toBe('007');
    expect(attribute(childElement(root, 'MyPay'), 'myAmount')).toBe('288000');
    expect(childText(childElement(root, 'auXML'), 'ActionID')).toBe('0012');
    expect(childText(childElement(root, 'auXML'), 'AuthCode')).toBe('');
    const unfiscal = childElement(childElement(root, 'PrinterT'), 'Unfiscal');
    expect(Array.isArray(childElement(root, 'PrinterT')?.Unfiscal)).toBe(true);
    expect(Array.isArray(unfiscal?.TextLine)).toBe(true);
    expect(attribute(childElement(unfiscal, 'TextLine'), 'Text')).toBe('a & b');
  });

  it('refuses DOCTYPE, ENTITY, malformed documents and empty bodies with a description', () => {
    const bomb = '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><AuthPay/>';
    expect(() => parseXml(bomb)).toThrow(/DOCTYPE and ENTITY declarations are not allowed/);
    expect(() => parseXml('<AuthPay version="4"><MyPay></AuthPay>')).toThrow(/malformed XML at line 1/);
    expect(() => parseXml('  ')).toThrow(/empty/);
    expect(() => parseXml('<a>' + '<b>'.repeat(100) + '</b>'.repeat(100) + '</a>')).toThrow(/deeper/);
  });
});

describe('buildXml', () => {
  it('writes the declaration, the version and escaped attributes, leaving undefined children out', () => {
    const xml = buildXml('AuthPayResponse', 4, {
      OpResult: '1',
      CardCode: '5536 91.. .... ....',
      DisplayT: 'Paid <ok> & "done"',
      Tip: undefined,
      PrinterT: printerT([{ cutAfter: true, lines: ['A & B', ''] }]),
    });
    expect(xml).toBe(
      '<?xml version="1.0" encoding="utf-8"?><AuthPayResponse version="4"><OpResult>1</OpResult>' +
        '<CardCode>5536 91.. .... ....</CardCode><DisplayT>Paid &lt;ok&gt; &amp; &quot;done&quot;</DisplayT>' +
        '<PrinterT><Unfiscal CutAfter="1"><TextLine Text="A &amp; B"/><TextLine Text=""/></Unfiscal></PrinterT>' +
        '</AuthPayResponse>',
    );
    expect(buildXml('CancelPayResponse', 2, {})).toBe(
      '<?xml version="1.0" encoding="utf-8"?><CancelPayResponse version="2"/>',
    );
  });
});
