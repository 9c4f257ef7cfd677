import type { z } from 'zod';
import { LoyaltyError } from '../shared/loyalty-error.js';

/** `order.items[0].price` from a zod issue path. */
function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) out += typeof key === 'number' ? `[${key}]` : `${out ? '.' : ''}${String(key)}`;
  return out || 'body';
}

/** Parses with the endpoint's schema (the same one the OpenAPI document shows); failures are 9004 naming each field. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body === undefined ? undefined : body);
  if (result.success) return result.data;
  const messages = result.error.issues.slice(0, 10).map((issue) => {
    const message = issue.code === 'unrecognized_keys' ? `unknown field(s) ${issue.keys.join(', ')}` : issue.message;
    return `${fieldPath(issue.path)}: ${message}`;
  });
  throw new LoyaltyError('validation', messages.join('; '));
}
