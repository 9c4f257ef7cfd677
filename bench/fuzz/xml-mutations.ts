import type { Prng } from '../../shared/seeded-random.js';
import { flipBytes, insertAt, mutateText, oddText, pickControl, type Body } from './text-mutations.js';

/** Markup a well-formed message must not contain where it lands, or that only a careless parser survives. */
const snippets = [
  '<?pi data?>',
  '<?pi unclosed',
  '<?xml version="1.0"?>',
  '<?',
  '<![CDATA[x & y]]>',
  '<![CDATA[unclosed',
  '<![CDAT[x]]>',
  '<!-- comment -->',
  '<!-- unclosed',
  '<!--->',
  '<!',
  '<!x>',
  '<!DOCTYPE a [<!ENTITY e "x">]>',
  '<!ENTITY e SYSTEM "file:///etc/passwd">',
  '&e;',
  '&nbsp;',
  '&#0;',
  '&#x110000;',
  '&#99999999999999999999;',
  '&#x;',
  '&amp',
  '&',
  '<',
  '>',
  ']]>',
  '</x>',
  '</AuthPay>',
  '<a:b:c/>',
  '<__proto__/>',
  '<constructor>1</constructor>',
  '<prototype/>',
  '<x __proto__="1"/>',
  '<x a="1" a="2"/>',
  '<x a=1/>',
  '<x a/>',
  '<SrcID cashguid="{X}"/>',
  '<MyPay myAmount="1"/>',
  '<DialogResult dialogType="OneDate" value="x"/>',
  '<1x/>',
  '<x\u0000/>',
];

const roots = [
  'AuthPay',
  'ConfPay',
  'VoidPay',
  'CancelPay',
  'GetMenuList',
  'ExecMenuItem',
  'DoShift',
  'x',
  '__proto__',
];

/** One mutation of a protocol message: its markup, its attribute values, its text, or its shape. */
function mutateXmlOnce(rng: Prng, text: string): Body {
  const at = rng.int(text.length + 1);
  switch (rng.int(12)) {
    case 0:
    case 1:
      return insertAt(text, at, rng.pick(snippets));
    case 2:
      /** After the root: CDATA, a PI, a comment, text or a second root. */
      return (
        text + rng.pick(['<![CDATA[x]]>', '<?pi x?>', '<?pi', '<!-- x -->', 'text', '<AuthPay version="4"/>', '<!'])
      );
    case 3: {
      /** An attribute's value replaced. */
      const values = [...text.matchAll(/="([^"]*)"/g)];
      if (values.length === 0) return mutateText(rng, text);
      const match = rng.pick(values);
      const value = oddText(rng)
        .replace(/"/g, '&quot;')
        .replace(/</g, '&lt;')
        .replace(/&(?!quot;|lt;)/g, '&amp;');
      return text.slice(0, match.index + 2) + value + text.slice(match.index + 2 + match[1]!.length);
    }
    case 4: {
      /** An element's text replaced (escaped or not). */
      const texts = [...text.matchAll(/>([^<]+)</g)];
      if (texts.length === 0) return insertAt(text, at, oddText(rng));
      const match = rng.pick(texts);
      return text.slice(0, match.index + 1) + oddText(rng) + text.slice(match.index + 1 + match[1]!.length);
    }
    case 5: {
      /** Deep nesting inside the root. */
      const depth = rng.pick([10, 63, 65, 200, 5000]);
      const inner = text.lastIndexOf('</');
      const wrapped = '<n>'.repeat(depth) + 'x' + '</n>'.repeat(depth);
      return inner > 0 ? insertAt(text, inner, wrapped) : wrapped;
    }
    case 6:
      /** The root renamed (at the start tag only, or both). */
      return rng.chance(0.5)
        ? text.replace(/<([A-Z][A-Za-z]*)( |>|\/)/, `<${rng.pick(roots)}$2`)
        : text.replaceAll(
            /<(\/?)(AuthPay|ConfPay|VoidPay|CancelPay|GetMenuList|ExecMenuItem|DoShift)\b/g,
            `<$1${rng.pick(roots)}`,
          );
    case 7: {
      /** An element repeated many times. */
      const elements = [...text.matchAll(/<[A-Za-z][^<>]*\/>/g)];
      if (elements.length === 0) return mutateText(rng, text);
      const element = rng.pick(elements);
      return insertAt(text, element.index, element[0].repeat(rng.pick([2, 50, 3000])));
    }
    case 8:
      /** Before the declaration: a BOM, whitespace, text, a second declaration. */
      return rng.pick(['\ufeff', ' \n', 'x', '<?xml version="1.0"?>', pickControl(rng)]) + text;
    case 9:
      return insertAt(text, at, pickControl(rng));
    default:
      return mutateText(rng, text);
  }
}

/** One to three mutations; one body in ten has bytes flipped on top. */
export function mutateXml(rng: Prng, message: string): Body {
  let body: Body = message;
  for (let n = 1 + rng.int(3); n > 0 && typeof body === 'string'; n--) body = mutateXmlOnce(rng, body);
  return rng.chance(0.1) ? flipBytes(rng, body) : body;
}
