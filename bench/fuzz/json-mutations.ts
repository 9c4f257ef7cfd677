import type { Prng } from '../../shared/seeded-random.js';
import { flipBytes, mutateText, oddNumbers, oddText, pickControl, type Body } from './text-mutations.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Phones: possible in a range libphonenumber-js does not know (taken), and impossible ones (9004). */
const oddPhones = ['+70000000001', '+10000000000', '8 (000) 000-00-01', '+7 999 123', '+999 123456', '+7999123456789'];
/** Amounts at and past the limits: 10^12 (the largest amount and balance), 2^53, past every safe integer. */
const hugeAmounts = [1e12, 1e12 + 0.01, 999_999_999_999.99, 2 ** 53, 2 ** 53 + 2, 1e14, 1e15 + 0.5];
/** Text no database can store as sent: U+0000 and lone surrogates, alone and inside ordinary text. */
const unstorableTexts = ['Anna\u0000', '\u0000', 'a\ud800', '\udc00b', 'x\u0000\ud800', '😀\ud83d'];

/** Values a field may be given instead of its own: wrong types, edge numbers, odd text, empty containers. */
function oddValue(rng: Prng): Json {
  switch (rng.int(12)) {
    case 9:
      return rng.pick(oddPhones);
    case 10:
      return rng.pick(hugeAmounts);
    case 11:
      return rng.pick(unstorableTexts);
    case 0:
      return null;
    case 1:
      return rng.chance(0.5);
    case 2:
      return rng.pick([-1, 0, -0, 0.001, 1.005, 1e21, 1e308, -1e308, 2 ** 53 + 1, 5e-324, 12345678.901]);
    case 3:
      return [];
    case 4:
      return {};
    case 5:
      return [oddText(rng)];
    case 6:
      return JSON.parse('{"__proto__":{"admin":true},"constructor":"x"}') as Json;
    default:
      return oddText(rng);
  }
}

/** Every container and key on the way to a leaf, so that a mutation can reach any depth of the body. */
function pickPath(
  rng: Prng,
  value: Json,
): { parent: Json[] | { [key: string]: Json }; key: string | number } | undefined {
  let parent: Json[] | { [key: string]: Json } | undefined;
  let key: string | number | undefined;
  let node = value;
  while (node !== null && typeof node === 'object') {
    const keys: (string | number)[] = Array.isArray(node) ? node.map((_, i) => i) : Object.keys(node);
    if (keys.length === 0) break;
    parent = node;
    key = rng.pick(keys);
    node = (node as Record<string | number, Json>)[key]!;
    if (rng.chance(0.3)) break;
  }
  return parent === undefined ? undefined : { parent, key: key! };
}

/** One structural change: a value replaced, removed, wrapped, a key added (unknown or `__proto__`). */
function mutateTree(rng: Prng, root: Json): Json {
  const at = pickPath(rng, root);
  if (!at) return oddValue(rng);
  const parent = at.parent as Record<string | number, Json>;
  switch (rng.int(5)) {
    case 0:
      if (Array.isArray(at.parent)) at.parent.splice(at.key as number, 1);
      else delete parent[at.key];
      return root;
    case 1:
      parent[at.key] = [parent[at.key]!];
      return root;
    case 2:
      if (!Array.isArray(at.parent)) parent[rng.pick(['extra', '__proto__', 'constructor', 'toString', ''])] = 1;
      return root;
    default:
      parent[at.key] = oddValue(rng);
      return root;
  }
}

/**
 * Text changes JSON.stringify never makes: huge number literals, deep nesting, duplicate keys, a cut-off body, an
 * escaped U+0000 or lone surrogate inside a string.
 */
function mutateJsonText(rng: Prng, text: string): string {
  switch (rng.int(7)) {
    case 5:
      return text.replace(/"([^"]*)"(?!:)/, `"$1${rng.pick(['\\u0000', '\\ud800', '\\udfff'])}"`);
    case 0:
      return text.replace(
        /:(-?\d+(\.\d+)?)/,
        `:${rng.pick(['1e999', '-1e999', '123456789012345678901234567890', '0.1e-999', '1.0000000000000000001'])}`,
      );
    case 1: {
      const depth = rng.pick([100, 1000, 100_000]);
      return text.replace(
        /:\s*null|:\s*\{/,
        (match) => `:${'['.repeat(depth)}${']'.repeat(depth)}${match.endsWith('{') ? ',"x":{' : ''}`,
      );
    }
    case 2:
      return text.replace(/^\{/, '{"organization":null,');
    case 3:
      return text.replace(/"([^"]*)"/, `"$1${pickControl(rng)}"`);
    case 4:
      return rng.pick(['', 'null', '[]', '"x"', '1', oddNumbers[0]!, '{', text + text]);
    default:
      return mutateText(rng, text);
  }
}

/** One to three changes to a valid body; half of them structural, one body in ten has bytes flipped on top. */
export function mutateJson(rng: Prng, body: unknown): Body {
  let tree = structuredClone(body) as Json;
  const structural = rng.chance(0.6);
  for (let n = 1 + rng.int(3); n > 0 && structural; n--) tree = mutateTree(rng, tree);
  let text = JSON.stringify(tree) ?? 'null';
  if (!structural || rng.chance(0.2)) text = mutateJsonText(rng, text);
  return rng.chance(0.1) ? flipBytes(rng, text) : text;
}
