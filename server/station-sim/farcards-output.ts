import { formatMinor } from '../../shared/money.js';
import { attribute, childElement, type XmlElement, type XmlValue } from '../authcall/xml/authcall-xml.js';
import type { SimMoney } from './farcards-requests.js';

const moneyAttributes = new Set(['Summa', 'DiscLimit', 'value']);

const elements = (value: XmlValue | undefined): XmlElement[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
    (v): v is XmlElement => typeof v === 'object' && v !== null && !Array.isArray(v),
  );

/** An answer's element as `Name: value` lines, money also shown in currency units, multi-line texts indented. */
function fields(element: XmlElement, money: SimMoney, indent = ''): string[] {
  return Object.entries(element)
    .filter(([key, value]) => key.startsWith('@_') && typeof value === 'string')
    .map(([key, value]) => {
      const name = key.slice(2);
      const text = value as string;
      if (moneyAttributes.has(name) && money === 'kopecks' && /^-?\d+$/.test(text))
        return `${indent}${name}: ${text} (${formatMinor(Number(text))})`;
      return `${indent}${name}: ${text.replace(/\n/g, `\n${indent}  `)}`;
    });
}

/** The verdict of an answer: what Result says, in words. */
function verdict(name: string, result: string | undefined): string {
  if (result === undefined) return name;
  if (result === '0') return `${name}: done (Result 0)`;
  return `${name}: refused (Result ${result})`;
}

/**
 * A FarCards answer as the integrator reads it: the handler and its verdict, each attribute, and for transactionsex the
 * TRRESPONSE (error code, text, each reported transaction) wherever OutBuf carries it.
 */
export function describeFarcardsAnswer(root: XmlElement, money: SimMoney): { lines: string[]; failed: boolean } {
  const [name, value] = Object.entries(root).find(([key]) => !key.startsWith('@_')) ?? ['?', undefined];
  const element = elements(value)[0] ?? {};
  const result = attribute(element, 'Result');
  const lines = [
    verdict(name, result),
    ...fields(element, money, '  ').filter((line) => !line.startsWith('  Result:')),
  ];
  const outBuf = childElement(element, 'OutBuf');
  const response = childElement(outBuf, 'TRRESPONSE');
  if (response) {
    lines.push('  TRRESPONSE', ...fields(response, money, '    '));
    for (const transaction of elements(response.TRANSACTION))
      lines.push('    TRANSACTION', ...fields(transaction, money, '      '));
  }
  return { lines, failed: result !== undefined && result !== '0' };
}
