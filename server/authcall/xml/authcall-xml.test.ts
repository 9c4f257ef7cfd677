import { describe, expect, it } from 'vitest';
import { printerT } from '../printer-documents.js';
import { buildXml, parseXml } from './authcall-xml.js';
import { attribute, childElement, childText } from './xml-element.js';
import { MalformedXmlError } from './xml-error.js';

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

  it('gives the same tree whether a value is written plainly or with entities and character references', () => {
    const message = (text: string, code: string) =>
      `<?xml version="1.0" encoding="utf-8"?><ExecMenuItem version="2"><OperationId>{${code}}</OperationId>` +
      `<Parameter>${text}</Parameter><SrcID cashguid="{${code}}"/></ExecMenuItem>`;
    const plain = parseXml(message('tea "green" with lemon', 'A-1'));
    const coded = parseXml(message('tea &quot;green&quot; with &#108;emon', '&#x41;-1'));
    expect(coded).toEqual(plain);
    expect(childText(plain.root, 'Parameter')).toBe('tea "green" with lemon');
    expect(parseXml(message('&lt;b&gt; &amp; &apos;c&apos;', 'A-1')).root.Parameter).toBe(`<b> & 'c'`);
    expect(parseXml(message('&amp;lt; &#x1F600;', 'A-1')).root.Parameter).toBe('&lt; 😀');
    expect(parseXml(message('<![CDATA[a & b &nbsp;]]>', 'A-1')).root.Parameter).toBe('a & b &nbsp;');
  });

  it('refuses what XML calls not well-formed: undefined entities and references to forbidden characters', () => {
    const body = (text: string) => `<ExecMenuItem version="2"><Parameter>${text}</Parameter></ExecMenuItem>`;
    expect(() => parseXml(body('tea&nbsp;time'))).toThrow(/&nbsp; is not an XML entity: use &lt; &gt; &amp;/);
    expect(() => parseXml(body('&constructor;'))).toThrow(/&constructor; is not an XML entity/);
    expect(() => parseXml('<ExecMenuItem version="2" a="&copy;"/>')).toThrow(/&copy; is not an XML entity/);
    for (const forbidden of ['&#0;', '&#x1;', '&#xD800;', '&#xFFFE;', '&#x110000;'])
      expect(() => parseXml(body(forbidden))).toThrow(/refers to a character XML does not allow/);
    for (const allowed of ['&#9;', '&#xA;', '&#x20;', '&#xFFFD;', '&#x10FFFF;'])
      expect(() => parseXml(body(allowed))).not.toThrow();
  });

  it('refuses with a typed 400 what is not one well-formed document, and names that reach a prototype', () => {
    const cases: [string, RegExp][] = [
      ['<AuthPay version="4"/><?pi', /^malformed XML at line 1, column 27: /],
      ['<AuthPay version="4"></AuthPay><!', /^malformed XML at line 1, column 32: /],
      ['<AuthPay version="4"><__proto__/></AuthPay>', /^malformed XML: .*"__proto__"/],
      ['<constructor version="4"/>', /^malformed XML: .*"constructor"/],
      ['<AuthPay version="4"><SrcID cashguid="{A}"/><!-- unclosed', /^malformed XML/],
    ];
    for (const [text, message] of cases) {
      let thrown: unknown;
      try {
        parseXml(text);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, text).toBeInstanceOf(MalformedXmlError);
      expect((thrown as MalformedXmlError).status).toBe(400);
      expect((thrown as MalformedXmlError).message, text).toMatch(message);
    }
  });

  it('refuses the characters XML 1.0 does not allow, naming the character and where it is', () => {
    expect(() => parseXml('<AuthPay version="4">\u0000</AuthPay>')).toThrow(
      /^malformed XML at line 1, column 22: U\+0000 is not allowed in XML$/,
    );
    expect(() => parseXml('<AuthPay version="4"\n a="x\u001b"/>')).toThrow(/line 2, column 6: U\+001B/);
    expect(() => parseXml('<AuthPay version="\uffff"/>')).toThrow(/U\+FFFF is not allowed/);
    expect(parseXml('<AuthPay version="4">\ta\r\nb\u0085\u00a0</AuthPay>').rootName).toBe('AuthPay');
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
