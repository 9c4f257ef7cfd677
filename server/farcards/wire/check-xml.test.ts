import { describe, expect, it } from 'vitest';
import { parseCardQuery } from './card-query.js';

/** A check shaped like a real r_keeper 7 cash server's: a dish with a modifier, a discount, a bonus payment, change. */
const realCheck = `<ROOT><QRY Card="79990001122" Restaurant="199990007" UnitNo="3"><INPBUF>
<CHECK stationcode="3" restaurantcode="199990007" cashservername="MIDSERVER" generateddatetime="2023-12-08T19:21:07" chmode="1" locale="1033" shiftdate="2023-12-08" shiftnum="512">
  <EXTINFO reservation="0"><INTERFACES current="2"><INTERFACE type="PDS" id="2" interface="2" mode="0">
    <HOLDERS><ITEM cardcode="79990001122"/><ITEM cardcode=""/></HOLDERS></INTERFACE>
    <INTERFACE type="PDS" id="9"><HOLDERS><ITEM cardcode="79990001122"/></HOLDERS></INTERFACE></INTERFACES></EXTINFO>
  <CHECKDATA checknum="27731" printnum="1" ordernum="1148/1" guests="2" orderguid="{9F0A1B2C-3D4E-4F50-8A6B-7C8D9E0F1A2B}" checkguid="{1A2B3C4D-5E6F-4A7B-8C9D-0E1F2A3B4C5D}">
    <CHECKPERSONS count="1"><PERSON id="1" name="Cashier" code="7" role="cashier"/></CHECKPERSONS>
    <CHECKLINES count="3">
      <LINE id="1" code="1003" name="Стейк" uni="18" type="dish" price="2500" pr_list_sum="5000" categ_id="4" quantity="2" sum="4500.0000">
        <DISCOUNTS><DISCOUNTPART id="1" disclineuni="40" sum="-500"/></DISCOUNTS></LINE>
      <LINE id="2" code="2001" name="Соус" uni="19" type="modify" parent="18" price="150" quantity="2" sum="300"/>
      <LINE id="3" code="1002" name="Tea" uni="20" type="Dish" price="137.5" pr_list_sum="275" quantity="0.5" sum="275"/>
    </CHECKLINES>
    <CHECKDISCOUNTS><DISCOUNT id="1" code="12" name="Happy hour" uni="40" sum="-500"/></CHECKDISCOUNTS>
    <CHECKPAYMENTS>
      <PAYMENT id="1" code="9" name="Bonuses" uni="50" paytype="3" interface="2" cardcode="79990001122" sum="1400"/>
      <PAYMENT id="2" code="1" name="Cash" uni="51" paytype="1" sum="4000"/>
      <PAYMENT id="3" code="1" name="Cash" uni="52" paytype="1" sum="-325"/>
    </CHECKPAYMENTS>
  </CHECKDATA>
</CHECK></INPBUF></QRY></ROOT>`;

describe('the check XML', () => {
  it('reads lines with modifiers and quantities, discounts and payments into hundredths', () => {
    const { check, card, restaurant, unitNo } = parseCardQuery(realCheck);
    expect({ card, restaurant, unitNo }).toEqual({ card: '79990001122', restaurant: 199990007, unitNo: 3 });
    expect(check).toEqual({
      mode: 1,
      stationCode: '3',
      restaurantCode: '199990007',
      checkNumber: '27731',
      orderNumber: '1148/1',
      checkGuid: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      orderGuid: '9f0a1b2c-3d4e-4f50-8a6b-7c8d9e0f1a2b',
      generatedAt: '2023-12-08T19:21:07',
      locale: 1033,
      holderCards: ['79990001122'],
      lines: [
        {
          uni: '18',
          code: '1003',
          name: 'Стейк',
          type: 'dish',
          parentUni: undefined,
          quantity: 2,
          listSumMinor: 500000,
          sumMinor: 450000,
          category: '4',
        },
        {
          uni: '19',
          code: '2001',
          name: 'Соус',
          type: 'modify',
          parentUni: '18',
          quantity: 2,
          listSumMinor: 30000,
          sumMinor: 30000,
          category: undefined,
        },
        {
          uni: '20',
          code: '1002',
          name: 'Tea',
          type: 'dish',
          parentUni: undefined,
          quantity: 0.5,
          listSumMinor: 27500,
          sumMinor: 27500,
          category: undefined,
        },
      ],
      discounts: [{ code: '12', name: 'Happy hour', interfaceId: undefined, cardCode: undefined, sumMinor: -50000 }],
      payments: [
        { code: '9', name: 'Bonuses', payType: 3, interfaceId: '2', cardCode: '79990001122', sumMinor: 140000 },
        { code: '1', name: 'Cash', payType: 1, interfaceId: undefined, cardCode: undefined, sumMinor: 400000 },
        { code: '1', name: 'Cash', payType: 1, interfaceId: undefined, cardCode: undefined, sumMinor: -32500 },
      ],
    });
  });

  it.each([
    ['the vendor example garbled', '2017-09-1309:22:33', undefined],
    ['a client library writes dashes', '2026-11-28T12-40-05', '2026-11-28T12:40:05'],
    ['with a space', '2026-11-28 12:40', '2026-11-28T12:40:00'],
    ['no such day', '2026-02-30T10:00:00', undefined],
  ])('reads generateddatetime leniently: %s', (_name, written, read) => {
    const query = `<ROOT><QRY Card="1"><INPBUF><CHECK chmode="7" generateddatetime="${written}"/></INPBUF></QRY></ROOT>`;
    expect(parseCardQuery(query).check?.generatedAt).toBe(read);
  });

  it('takes no check from an empty INPBUF or InpKind 0, and refuses another document in it', () => {
    expect(parseCardQuery('<ROOT><QRY Card="1"><INPBUF/></QRY></ROOT>').check).toBeUndefined();
    expect(
      parseCardQuery('<ROOT><QRY Card="1"><INPBUF InpKind="0"><CHECK chmode="1"/></INPBUF></QRY></ROOT>').check,
    ).toBeUndefined();
    expect(() => parseCardQuery('<ROOT><QRY Card="1"><INPBUF>&lt;ORDER/&gt;</INPBUF></QRY></ROOT>')).toThrow(
      'INPBUF must hold a CHECK; it holds <ORDER>',
    );
    expect(() => parseCardQuery('<ROOT><QRY Card="1"><INPBUF><CHECK chmode="seven"/></INPBUF></QRY></ROOT>')).toThrow(
      'CHECK chmode must be a whole number; got "seven"',
    );
  });
});
