import { MalformedXmlError } from './xml-error.js';

/** The entities XML predefines, by name, as the parser's entity table (the only named ones a message may use). */
export const predefinedEntities: Readonly<Record<string, string>> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
};

/** A reference: `&name;`, `&#123;` or `&#x7B;`. */
const reference = /&(#x[0-9a-fA-F]+|#[0-9]+|[^\s;&<]+);/g;
/** Where `&` is plain text: CDATA sections and comments. */
const literalSections = /<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->/g;

/** XML 1.0's Char production: what a character reference may name. */
function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

/**
 * Refuses (400), naming what to write instead, a reference to an entity the document never declared (`&nbsp;`: only the five predefined ones exist here, a DTD is refused), and a character
 * reference to a character XML does not allow (`&#0;`). Run before the parse, on a message that contains `&`.
 */
export function checkReferences(text: string): void {
  for (const [, name] of text.replace(literalSections, '').matchAll(reference)) {
    if (name!.startsWith('#')) {
      const code = name!.startsWith('#x') ? Number.parseInt(name!.slice(2), 16) : Number(name!.slice(1));
      if (!isXmlChar(code)) throw new MalformedXmlError(`&${name}; refers to a character XML does not allow`);
    } else if (!Object.hasOwn(predefinedEntities, name!))
      throw new MalformedXmlError(
        `&${name}; is not an XML entity: use &lt; &gt; &amp; &quot; &apos; or a character reference`,
      );
  }
}
