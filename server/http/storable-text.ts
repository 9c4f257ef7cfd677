import type { RequestHandler } from 'express';
import { apiErrorCodes } from '../../shared/api/api-errors.js';
import { HttpError } from '../errors/http-error.js';

/**
 * Text the databases cannot keep as sent: U+0000 (PostgreSQL's UTF8 text refuses it) and a lone UTF-16 surrogate
 * (`"\ud800"` in JSON; UTF-8 has no encoding for it, so either database would store U+FFFD instead).
 */
// eslint-disable-next-line no-control-regex -- U+0000 is the character this refuses
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What a refused field is told, the same words wherever text is taken. */
export const unstorableTextHint = 'must not contain the character U+0000 or an unpaired surrogate (\\ud800-\\udfff)';

export function isStorableText(text: string): boolean {
  return !unstorable.test(text);
}

/** `order.items[0].product.name` for a path of keys and indexes; `body` for the value itself. */
export function jsonPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) out += typeof key === 'number' ? `[${key}]` : `${out ? '.' : ''}${String(key)}`;
  return out || 'body';
}

interface Visit {
  readonly value: unknown;
  readonly key?: PropertyKey;
  readonly parent?: Visit;
}

function pathOf(visit: Visit | undefined, last?: PropertyKey): PropertyKey[] {
  const path: PropertyKey[] = last === undefined ? [] : [last];
  for (let at = visit; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path of the first string (value or key) in parsed JSON or a parsed query that no database can store as sent,
 * or undefined when every one can. Walks iteratively, so a deeply nested body cannot exhaust the stack.
 */
export function findUnstorableText(value: unknown): PropertyKey[] | undefined {
  const stack: Visit[] = [{ value }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const at = visit.value;
    if (typeof at === 'string') {
      if (!isStorableText(at)) return pathOf(visit);
    } else if (Array.isArray(at)) {
      for (let i = at.length - 1; i >= 0; i--) stack.push({ value: at[i], key: i, parent: visit });
    } else if (at !== null && typeof at === 'object') {
      const keys = Object.keys(at);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        if (!isStorableText(key)) return pathOf(visit, key);
        stack.push({ value: (at as Record<string, unknown>)[key], key, parent: visit });
      }
    }
  }
  return undefined;
}

/**
 * Refuses a request whose path holds `%00` with 400 (9004) before any route reads it: express decodes it into a path
 * parameter (a card number, a network code) that would reach a database. A lone surrogate cannot get through: it has
 * no UTF-8 form, so its percent-encoding does not decode.
 */
export const refuseUnstorablePath: RequestHandler = (req, _res, next) => {
  if (/%00/i.test(req.path)) next(new HttpError(400, `address: ${unstorableTextHint}`, apiErrorCodes.invalidInput));
  else next();
};
