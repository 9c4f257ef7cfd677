import type { CardQuery } from '../farcards-contract.js';
import { cardNumber, checkOf, parseFarcardsXml, queryElement, wholeAttribute } from './request-xml.js';
import { FarcardsWireFault } from './wire-fault.js';
import { attributeNamed } from './xml-tree.js';

/** getcardinfoex: `ROOT/QRY Card Restaurant UnitNo` with the check in `INPBUF` (absent in short calls). */
export function parseCardQuery(text: string): CardQuery {
  const document = parseFarcardsXml(text);
  const query = queryElement(document);
  return {
    card: cardNumber(query, ['Card']),
    restaurant: wholeAttribute(query, ['Restaurant']) ?? 0,
    unitNo: wholeAttribute(query, ['UnitNo']) ?? 0,
    check: checkOf(query, document.root),
  };
}

/** findemail: `ROOT/QRY Email`. */
export function parseEmailQuery(text: string): string {
  const email = attributeNamed(queryElement(parseFarcardsXml(text)), 'Email');
  if (email === undefined || !/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254)
    throw new FarcardsWireFault(
      email === undefined
        ? 'Email is missing'
        : `Email must be an address such as guest@example.com; got "${email.slice(0, 40)}"`,
    );
  return email;
}

/** getcardimageex: `ROOT/QRY CardCode` (the card whose picture is asked). */
export function parseImageQuery(text: string): string {
  return cardNumber(queryElement(parseFarcardsXml(text)), ['CardCode', 'Card']);
}
