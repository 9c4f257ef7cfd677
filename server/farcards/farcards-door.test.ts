import iconv from 'iconv-lite';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseXml } from '../authcall/xml/authcall-xml.js';
import type { RunningService } from '../core/running-service.js';
import { attributeNamed, childNamed } from './wire/xml-tree.js';
import { checkXml, postFarcards, startFarcardsBridge } from './test-support/farcards-bridge.js';
import { recordingFarcardsService, type TestGuest } from './test-support/recording-farcards-service.js';

const anna: TestGuest = {
  card: '2990000012345',
  holder: 'Anna Petrova',
  balanceMinor: 80000,
  email: 'anna@example.com',
};
const longName: TestGuest = {
  card: '2990000022222',
  holder: 'Александра Константиновна Переславская-Залесская',
  balanceMinor: 100,
};
const blocked: TestGuest = {
  card: '2990000099999',
  holder: 'Boris',
  balanceMinor: 5000,
  lockedWhy: 'blocked by the manager',
};
const service = recordingFarcardsService([anna, longName, blocked]);
let bridge: RunningService;
const at = (path: string) => `${bridge.url}/farcards/${path}`;
const thousand = checkXml([
  ['1003', 'Steak', '600'],
  ['1002', 'Tea', '400.00'],
]);
const cardQuery = (card: string, inner = '') =>
  `<?xml version="1.0" encoding="UTF-8"?><ROOT><QRY Card="${card}" Restaurant="7" UnitNo="2">${inner}</QRY></ROOT>`;
const transactions = (rows: string, check = thousand) =>
  `<?xml version="1.0" encoding="utf-8"?><ROOT><Transactions>${rows}</Transactions><InpBuf InpKind="1">${check}</InpBuf></ROOT>`;
const writeOff = (summa: string, kind = '0', card = anna.card) =>
  `<TransactionsEx Sieze="0" Card="${card}" PersonID="7012345" Account="12345" Kind="${kind}" Summa="${summa}" Restaurant="7" RKDate="2026-11-28T00-00-00" RKUni="2" RKCheck="5012" VatSumA="0" VatPrcA="0"/>`;

/** An attribute of the answer's element at `path` (below Root), its references decoded. */
function answered(xml: string, path: string, name: string): string | undefined {
  let element = parseXml(xml).root;
  for (const step of path.split('/')) element = childNamed(element, step)!;
  return attributeNamed(element, name);
}

beforeAll(async () => {
  bridge = await startFarcardsBridge(service);
});
afterAll(() => bridge.close());

describe('getcardinfoex', () => {
  it('hands the card and the whole check to the service and answers Root/GetCardInfoEx in kopecks', async () => {
    const reply = await postFarcards(at('getcardinfoex'), cardQuery(anna.card, `<INPBUF>${thousand}</INPBUF>`));
    expect(reply.status).toBe(200);
    expect(reply.contentType).toBe('text/xml; charset=utf-8');
    expect(reply.text).toBe(
      '<?xml version="1.0" encoding="utf-8"?><Root><GetCardInfoEx Result="0" Locked="0" Holder="Anna Petrova" ' +
        'PersonID="7012345" Account="12345" Bonus="0" Discount="0" DiscLimit="0" Summa="50000" ' +
        'ScrMessage="Баланс 800" PrnMessage="Balance 800&#10;May pay 500"/></Root>',
    );
    const call = service.calls.at(-1)!;
    expect(call).toMatchObject({
      call: 'cardInfo',
      language: 'ru',
      query: { card: anna.card, restaurant: 7, unitNo: 2 },
    });
    if (call.call !== 'cardInfo') throw new Error('not a card lookup');
    expect(call.query.check).toMatchObject({
      mode: 7,
      checkNumber: '5012',
      orderNumber: '1148/1',
      checkGuid: '7e2a0000-0000-4000-8000-000000000002',
      generatedAt: '2026-11-28T12:40:00',
      locale: 1049,
      holderCards: [anna.card],
      lines: [
        { uni: '1', code: '1003', name: 'Steak', type: 'dish', quantity: 1, listSumMinor: 60000, sumMinor: 60000 },
        { uni: '2', code: '1002', name: 'Tea', listSumMinor: 40000, sumMinor: 40000 },
      ],
    });
  });

  it('takes a QRY with no INPBUF, names in any case, and speaks the till language without a check', async () => {
    const reply = await postFarcards(at('GetCardInfoEx'), `<root><qry card="${anna.card}"/></root>`);
    expect(reply.text).toContain('Summa="80000"');
    expect(reply.text).toContain('ScrMessage="Balance 800"');
    expect(service.calls.at(-1)).toMatchObject({
      language: 'en',
      query: { restaurant: 0, unitNo: 0, check: undefined },
    });
  });

  it('answers an unknown card with Result="1", a blocked one as locked with the reason and nothing to pay', async () => {
    const unknown = await postFarcards(at('getcardinfoex'), cardQuery('1111'));
    expect(unknown.text).toBe(
      '<?xml version="1.0" encoding="utf-8"?><Root><GetCardInfoEx Result="1" ErrorText="no such card"/></Root>',
    );
    const locked = await postFarcards(at('getcardinfoex'), cardQuery(blocked.card));
    expect(locked.text).toContain('Result="0" Locked="1" WhyLock="blocked by the manager" Holder="Boris"');
    expect(locked.text).toContain('Summa="0"');
  });

  it("cuts the holder's name to the 40 bytes of the till's code page", async () => {
    const reply = await postFarcards(at('getcardinfoex'), cardQuery(longName.card));
    const holder = /Holder="([^"]*)"/.exec(reply.text)![1]!;
    expect(holder).toBe(longName.holder.slice(0, 40));
    expect(iconv.encode(holder, 'windows-1251')).toHaveLength(40);
  });
});

describe('transactionsex', () => {
  it('hands the batch and its check over; Result 0 with the TRRESPONSE in OutBuf', async () => {
    const reply = await postFarcards(at('transactionsex'), transactions(writeOff('-50000') + writeOff('2500', '2')));
    expect(reply.text).toBe(
      '<?xml version="1.0" encoding="utf-8"?><Root><TransactionsEx Result="0"><OutBuf OutKind="1">' +
        '<TRRESPONSE error_code="0"><TRANSACTION cardcode="2990000012345" num="1" value="-50000" slip="Applied -500"/>' +
        '<TRANSACTION cardcode="2990000012345" num="2" value="2500" slip="Applied 25"/></TRRESPONSE></OutBuf>' +
        '</TransactionsEx></Root>',
    );
    const call = service.calls.at(-1)!;
    if (call.call !== 'transactions') throw new Error('not a batch');
    expect(call.batch.transactions).toEqual([
      expect.objectContaining({ position: 1, card: anna.card, personId: '7012345', account: 12345, kind: 0 }),
      expect.objectContaining({
        position: 2,
        kind: 2,
        amountMinor: 2500,
        restaurant: 7,
        station: 2,
        checkNumber: 5012,
      }),
    ]);
    expect(call.batch.transactions[0]).toMatchObject({ amountMinor: -50000, cashDate: 46354 });
    expect(call.batch.check?.checkGuid).toBe('7e2a0000-0000-4000-8000-000000000002');
  });

  it('answers a refusal with Result 1 and the error in the TRRESPONSE', async () => {
    const reply = await postFarcards(at('transactionsex'), transactions(writeOff('-60000')));
    expect(reply.text).toContain(
      '<TransactionsEx Result="1"><OutBuf OutKind="1"><TRRESPONSE error_code="4001" err_text="write-off above the allowed 500"/>',
    );
  });

  it('takes transactions straight in the root and the check escaped as INPBUF text', async () => {
    const escaped = thousand.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const reply = await postFarcards(
      at('transactionsex'),
      `<ROOT><TRANSACTION Card="${anna.card}" Kind="bonus" Summa="100"/><INPBUF>${escaped}</INPBUF></ROOT>`,
    );
    expect(reply.text).toContain('Result="0"');
    const call = service.calls.at(-1)!;
    expect(call.call === 'transactions' && call.batch.check?.lines).toHaveLength(2);
  });
});

describe('findemail and getcardimageex', () => {
  it('finds a guest by e-mail, or says why not', async () => {
    expect((await postFarcards(at('findemail'), '<ROOT><QRY Email="anna@example.com"/></ROOT>')).text).toContain(
      '<FindEmail Result="0" CardCode="2990000012345" Account="12345" Name="Anna Petrova"/>',
    );
    expect((await postFarcards(at('findemail'), '<ROOT><QRY Email="x@example.com"/></ROOT>')).text).toContain(
      '<FindEmail Result="1" ErrorText="no guest with this e-mail"/>',
    );
  });

  it('has no card pictures', async () => {
    const reply = await postFarcards(at('getcardimageex'), `<ROOT><QRY CardCode="${anna.card}"/></ROOT>`);
    expect(reply.text).toContain('<GetCardImageEx ErrorText="Tillbridge keeps no card pictures"/>');
  });
});

describe('bad input: the failure answer naming what was wrong, HTTP 200, nothing reaches the service', () => {
  const cp1251 = iconv.encode(
    `<?xml version="1.0" encoding="windows-1251"?><ROOT><QRY Card="${anna.card}"/></ROOT>`,
    'windows-1251',
  );
  const brokenUtf8 = Buffer.concat([
    Buffer.from(`<ROOT><QRY Card="${anna.card}" Name="`),
    Buffer.from([0xc0, 0xc1]),
    Buffer.from('"/></ROOT>'),
  ]);
  it.each([
    ['malformed XML', 'getcardinfoex', '<ROOT><QRY Card="1"></ROOT>', /malformed XML at line 1/],
    ['an empty body', 'getcardinfoex', '', /the request body is empty/],
    ['an entity bomb', 'getcardinfoex', '<!DOCTYPE r [<!ENTITY a "a">]><ROOT/>', /DOCTYPE and ENTITY/],
    [
      'a windows-1251 declaration',
      'getcardinfoex',
      cp1251,
      /encoding="windows-1251": FarCards over HTTP is UTF-8 only/,
    ],
    ['bytes that are not UTF-8', 'getcardinfoex', brokenUtf8, /not valid UTF-8 \(at byte 38\)/],
    ['no QRY', 'getcardinfoex', '<ROOT><CARD/></ROOT>', /no QRY element/],
    ['a missing Card', 'getcardinfoex', '<ROOT><QRY Restaurant="1"/></ROOT>', /Card is missing/],
    [
      'a non-numeric Card',
      'getcardinfoex',
      '<ROOT><QRY Card="12a4"/></ROOT>',
      /Card must be the card number, digits only .*got "12a4"/,
    ],
    [
      'a non-numeric UnitNo',
      'getcardinfoex',
      cardQuery(anna.card).replace('UnitNo="2"', 'UnitNo="two"'),
      /UnitNo must be a whole number/,
    ],
    [
      'a check line with a comma',
      'getcardinfoex',
      cardQuery(anna.card, `<INPBUF>${checkXml([['1', 'Tea', '1,50']])}</INPBUF>`),
      /LINE uni=1 pr_list_sum must be an amount with a dot.*got "1,50"/,
    ],
    ['no transactions', 'transactionsex', '<ROOT><Transactions/></ROOT>', /holds no transaction/],
    [
      'a missing Kind',
      'transactionsex',
      transactions(writeOff('-100').replace(' Kind="0"', '')),
      /Kind \(transaction 1\) is missing/,
    ],
    [
      'a non-numeric Kind',
      'transactionsex',
      transactions(writeOff('-100', 'pay')),
      /Kind \(transaction 1\) must be 0 \(payment\)/,
    ],
    ['a Kind out of range', 'transactionsex', transactions(writeOff('-100', '7')), /Kind \(transaction 1\) must be/],
    [
      'a non-numeric Summa',
      'transactionsex',
      transactions(writeOff('-100') + writeOff('25.5', '2')),
      /Summa \(transaction 2\) must be a whole number of kopecks.*got "25.5"/,
    ],
    [
      'a missing Card in a transaction',
      'transactionsex',
      transactions(writeOff('-100').replace(/ Card="\d+"/, '')),
      /Card \(transaction 1\) is missing/,
    ],
    ['a missing Email', 'findemail', '<ROOT><QRY/></ROOT>', /Email is missing/],
    ['a missing CardCode', 'getcardimageex', '<ROOT><QRY/></ROOT>', /CardCode is missing/],
  ])('%s', async (_name, path, body, reason) => {
    const before = service.calls.length;
    const reply = await postFarcards(at(path), body);
    expect(reply.status).toBe(200);
    expect(reply.contentType).toBe('text/xml; charset=utf-8');
    if (path === 'transactionsex') {
      expect(reply.text).toMatch(
        /<TransactionsEx Result="1"><OutBuf OutKind="1"><TRRESPONSE error_code="1" err_text="/,
      );
      expect(answered(reply.text, 'TransactionsEx/OutBuf/TRRESPONSE', 'err_text')).toMatch(reason);
    } else {
      expect(reply.text).toMatch(path === 'getcardimageex' ? /<GetCardImageEx ErrorText="/ : /Result="1" ErrorText="/);
      expect(answered(reply.text, reply.text.match(/<Root><(\w+)/)![1]!, 'ErrorText')).toMatch(reason);
    }
    expect(reply.text).not.toMatch(/\bat .*\.(ts|js):\d+/);
    expect(service.calls).toHaveLength(before);
  });

  it('a charset other than UTF-8 in the Content-Type', async () => {
    const reply = await postFarcards(at('getcardinfoex'), cardQuery(anna.card), {
      'content-type': 'text/xml; charset=windows-1251',
    });
    expect(answered(reply.text, 'GetCardInfoEx', 'ErrorText')).toBe(
      "the request's charset is windows-1251: FarCards over HTTP is UTF-8 only",
    );
  });

  it('a body over 1 MB, and the door keeps serving', async () => {
    const before = service.calls.length;
    const reply = await postFarcards(at('transactionsex'), `<ROOT>${'x'.repeat(2 * 1024 * 1024)}</ROOT>`);
    expect(reply.status).toBe(200);
    expect(reply.text).toContain('err_text="the request is larger than 1 MB"');
    expect(service.calls).toHaveLength(before);
    expect((await postFarcards(at('getcardinfoex'), cardQuery(anna.card))).text).toContain('Result="0"');
  });

  it('a browser request (Origin or Sec-Fetch-*) is 403 before the body is read; GET is 405', async () => {
    const before = service.calls.length;
    const browserHeaders: Record<string, string>[] = [
      { origin: 'http://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const header of browserHeaders) {
      const reply = await postFarcards(at('getcardinfoex'), cardQuery(anna.card), {
        'content-type': 'text/xml',
        ...header,
      });
      expect(reply.status).toBe(403);
      expect(reply.text).toMatch(/station drivers only/);
    }
    const reply = await request(at('getcardinfoex'));
    expect(reply.statusCode).toBe(405);
    expect(await reply.body.text()).toBe('use POST /farcards/getcardinfoex');
    expect(service.calls).toHaveLength(before);
  });
});
