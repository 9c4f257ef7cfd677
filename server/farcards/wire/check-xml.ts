import { parseMinor } from '../../../shared/money.js';
import type { XmlElement } from '../../authcall/xml/authcall-xml.js';
import type { CheckDiscount, CheckLine, CheckPayment, FarcardsCheck } from '../farcards-contract.js';
import { fieldFault } from './wire-fault.js';
import { attributeNamed, childNamed, childrenNamed } from './xml-tree.js';

/**
 * The check XML (`CHECK`, r_keeper's description of a cash document for external systems) as FarcardsCheck. Money in
 * the check is decimal currency units with a dot (`5415`, `826.02`), unlike the kopecks of the DLL's structures; a line
 * section may sit in `CHECK` or in `CHECKDATA`. What loyalty needs must read (a line's money and quantity, `chmode`);
 * the rest is taken when it reads and left out when it does not (the vendor's own example garbles its date).
 */
export function checkFromXml(check: XmlElement): FarcardsCheck {
  const data = childNamed(check, 'CHECKDATA');
  const section = (name: string, item: string): XmlElement[] =>
    childrenNamed(childNamed(check, name) ?? childNamed(data, name), item);
  const locale = attributeNamed(check, 'locale');
  return {
    mode: wholeNumber(attributeNamed(check, 'chmode'), 'CHECK chmode') ?? 0,
    stationCode: present(attributeNamed(check, 'stationcode')),
    restaurantCode: present(attributeNamed(check, 'restaurantcode')),
    checkNumber: present(attributeNamed(data, 'checknum')),
    orderNumber: present(attributeNamed(data, 'ordernum')),
    checkGuid: bareGuid(attributeNamed(data, 'checkguid')),
    orderGuid: bareGuid(attributeNamed(data, 'orderguid')),
    generatedAt: dateTime(attributeNamed(check, 'generateddatetime')),
    locale: locale !== undefined && /^\d{1,5}$/.test(locale) ? Number(locale) : undefined,
    holderCards: holderCards(check),
    lines: section('CHECKLINES', 'LINE').map(lineFromXml),
    discounts: section('CHECKDISCOUNTS', 'DISCOUNT').map(discountFromXml),
    payments: section('CHECKPAYMENTS', 'PAYMENT').map(paymentFromXml),
  };
}

function lineFromXml(line: XmlElement, index: number): CheckLine {
  const uni = present(attributeNamed(line, 'uni')) ?? present(attributeNamed(line, 'id')) ?? String(index + 1);
  const where = `LINE uni=${uni}`;
  const quantityText = attributeNamed(line, 'quantity');
  const quantity = quantityText === undefined ? 1 : Number(quantityText);
  if (quantityText === '' || !Number.isFinite(quantity))
    throw fieldFault(`${where} quantity`, 'a decimal number such as 1 or 0.5', quantityText);
  const listSum = money(line, 'pr_list_sum', where);
  const price = money(line, 'price', where);
  const listSumMinor = listSum ?? (price === undefined ? undefined : Math.round(price * quantity));
  const sumMinor = money(line, 'sum', where) ?? listSumMinor;
  if (listSumMinor === undefined || sumMinor === undefined)
    throw fieldFault(`${where} sum`, 'an amount such as 150.00 (or a price)', undefined);
  return {
    uni,
    code: attributeNamed(line, 'code') ?? '',
    name: attributeNamed(line, 'name') ?? '',
    type: (present(attributeNamed(line, 'type')) ?? 'dish').toLowerCase(),
    parentUni: present(attributeNamed(line, 'parentuni', 'parent')),
    quantity,
    listSumMinor,
    sumMinor,
    category: present(attributeNamed(line, 'categ_id', 'categ')),
  };
}

function discountFromXml(discount: XmlElement, index: number): CheckDiscount {
  const where = `DISCOUNT ${attributeNamed(discount, 'id') ?? index + 1}`;
  return {
    code: attributeNamed(discount, 'code') ?? '',
    name: attributeNamed(discount, 'name') ?? '',
    interfaceId: present(attributeNamed(discount, 'interface')),
    cardCode: present(attributeNamed(discount, 'cardcode')),
    sumMinor: money(discount, 'sum', where) ?? 0,
  };
}

function paymentFromXml(payment: XmlElement, index: number): CheckPayment {
  const where = `PAYMENT ${attributeNamed(payment, 'id') ?? index + 1}`;
  return {
    code: attributeNamed(payment, 'code') ?? '',
    name: attributeNamed(payment, 'name') ?? '',
    payType: wholeNumber(attributeNamed(payment, 'paytype'), `${where} paytype`) ?? 0,
    interfaceId: present(attributeNamed(payment, 'interface')),
    cardCode: present(attributeNamed(payment, 'cardcode')),
    sumMinor: money(payment, 'sum', where) ?? 0,
  };
}

/** `EXTINFO/INTERFACES/INTERFACE/HOLDERS/ITEM cardcode` of every interface, non-empty and each once. */
function holderCards(check: XmlElement): string[] {
  const interfaces = childrenNamed(childNamed(childNamed(check, 'EXTINFO'), 'INTERFACES'), 'INTERFACE');
  const cards = interfaces.flatMap((entry) =>
    childrenNamed(childNamed(entry, 'HOLDERS'), 'ITEM').map((item) => attributeNamed(item, 'cardcode') ?? ''),
  );
  return [...new Set(cards.filter((card) => card !== ''))];
}

/** A money attribute in currency units as hundredths; undefined when absent or empty. */
function money(element: XmlElement, name: string, where: string): number | undefined {
  const text = present(attributeNamed(element, name));
  if (text === undefined) return undefined;
  /** Zeros past the cents say nothing (`150.0000`); other digits there are not money. */
  const minor = parseMinor(text.replace(/(\.\d\d)0+$/, '$1'));
  if (minor === undefined) throw fieldFault(`${where} ${name}`, 'an amount with a dot such as 150.00', text);
  return minor;
}

function wholeNumber(text: string | undefined, field: string): number | undefined {
  if (present(text) === undefined) return undefined;
  if (!/^\d{1,9}$/.test(text!)) throw fieldFault(field, 'a whole number', text);
  return Number(text);
}

const present = (text: string | undefined): string | undefined =>
  text === undefined || text === '' ? undefined : text;

/** `{0B1C…}` → `0b1c…`: r_keeper writes GUIDs in braces. */
const bareGuid = (text: string | undefined): string | undefined => present(text?.replace(/^\{|\}$/g, '').toLowerCase());

/**
 * `2026-11-28T12:40:00` (also with a space, or with dashes in the time as a client library writes it) as
 * `YYYY-MM-DDTHH:MM:SS`; undefined when it does not read as a date-time.
 */
function dateTime(text: string | undefined): string | undefined {
  const match =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2})[:-](\d{2})(?:[:-](\d{2})(?:\.\d+)?)?)?(?:Z|[+-]\d{2}:?\d{2})?$/.exec(
      text ?? '',
    );
  if (!match) return undefined;
  const [, year, month, day, hour = '00', minute = '00', second = '00'] = match;
  const iso = `${year}-${month}-${day}T${hour}:${minute}:${second}`;
  const parsed = new Date(`${iso}Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 19) !== iso ? undefined : iso;
}
