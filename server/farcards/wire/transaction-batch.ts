import { maxBalanceMinor, parseMinor } from '../../../shared/money.js';
import type { XmlElement } from '../../authcall/xml/authcall-xml.js';
import type { CardTransaction, TransactionBatch } from '../farcards-contract.js';
import type { FarcardsMoney } from './money-attribute.js';
import { cardNumber, checkOf, parseFarcardsXml, wholeAttribute } from './request-xml.js';
import { FarcardsWireFault, fieldFault } from './wire-fault.js';
import { attributeNamed, childNamed, childrenNamed } from './xml-tree.js';

/** The element names a transaction may travel under, and the wrapper that may hold them. */
const transactionNames = ['TransactionsEx', 'TransactionEx', 'Transaction'];
const kindNames: Readonly<Record<string, CardTransaction['kind']>> = { payment: 0, discount: 1, bonus: 2, spending: 3 };

/**
 * transactionsex. The vendor's exact body could not be read (docs/compatibility.md, "FarCards transactionsex"); taken:
 * one element per transaction named `TransactionsEx` (a client library's shape), `TransactionEx` or `Transaction`, in a
 * `Transactions` wrapper or straight in the root; its fields as attributes named after the DLL's (`Card PersonID Account
 * Kind Summa Restaurant RKDate RKUni RKCheck`, `Sum`, `Station`, `CheckNum`, `Uni` also read); the check in `INPBUF`
 * (or `InpBuf`) in the root, in the wrapper, or in a `QRY`.
 */
export function parseTransactionBatch(text: string, unit: FarcardsMoney): TransactionBatch {
  const { root } = parseFarcardsXml(text);
  const wrapper = childNamed(root, 'Transactions');
  const query = childNamed(root, 'QRY');
  const elements = [root, wrapper, query].flatMap((parent) =>
    transactionNames.flatMap((name) => childrenNamed(parent, name)),
  );
  if (elements.length === 0)
    throw new FarcardsWireFault('the request holds no transaction (ROOT/Transactions/TransactionsEx elements)');
  return {
    transactions: elements.map((element, index) => transactionFromXml(element, index + 1, unit)),
    check: checkOf(root, wrapper, query),
  };
}

function transactionFromXml(element: XmlElement, position: number, unit: FarcardsMoney): CardTransaction {
  const field = (name: string) => `${name} (transaction ${position})`;
  const personId = attributeNamed(element, 'PersonID');
  if (personId !== undefined && personId !== '' && !/^-?\d{1,19}$/.test(personId))
    throw fieldFault(field('PersonID'), 'a whole number', personId);
  return {
    position,
    card: cardNumber(element, ['Card'], field('Card')),
    personId: personId === '' ? undefined : personId,
    account: wholeAttribute(element, ['Account'], field('Account')),
    kind: kindOf(attributeNamed(element, 'Kind'), field('Kind')),
    amountMinor: amountOf(attributeNamed(element, 'Summa', 'Sum'), field('Summa'), unit),
    restaurant: wholeAttribute(element, ['Restaurant'], field('Restaurant')),
    cashDate: cashDay(attributeNamed(element, 'RKDate', 'CashDate')),
    station: wholeAttribute(element, ['RKUni', 'Station', 'UnitNo'], field('RKUni')),
    checkNumber: wholeAttribute(element, ['RKCheck', 'CheckNum'], field('RKCheck')),
    uni: attributeNamed(element, 'Uni') || undefined,
  };
}

function kindOf(text: string | undefined, field: string): CardTransaction['kind'] {
  const named = kindNames[text?.toLowerCase() ?? ''];
  if (named !== undefined) return named;
  if (text === undefined || !/^[0-3]$/.test(text))
    throw fieldFault(field, '0 (payment), 1 (discount), 2 (bonus) or 3 (spending)', text);
  return Number(text) as CardTransaction['kind'];
}

/** `Summa` signed as r_keeper signs it, in the unit of the setting `farcards.money`, as hundredths. */
function amountOf(text: string | undefined, field: string, unit: FarcardsMoney): number {
  const minor =
    text === undefined
      ? undefined
      : unit === 'kopecks'
        ? /^-?\d{1,15}$/.test(text)
          ? Number(text)
          : undefined
        : parseMinor(text);
  if (minor === undefined || Math.abs(minor) > maxBalanceMinor)
    throw fieldFault(
      field,
      unit === 'kopecks' ? 'a whole number of kopecks such as -50000' : 'an amount with a dot such as -500.00',
      text,
    );
  return minor;
}

/**
 * The till's business day as days since 1899-12-30: a number as the DLL holds it, or a date (`2026-11-28`, with a time
 * as a client library writes it); undefined when it reads as neither (the day is informative only).
 */
function cashDay(text: string | undefined): number | undefined {
  if (text === undefined || text === '') return undefined;
  if (/^\d{1,6}$/.test(text)) return Number(text);
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!match) return undefined;
  const day = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(day) ? undefined : Math.round((day - Date.UTC(1899, 11, 30)) / 86_400_000);
}
