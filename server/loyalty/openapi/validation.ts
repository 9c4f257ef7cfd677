import type { z } from 'zod';
import { findUnstorableText, jsonPath, unstorableTextHint } from '../../http/storable-text.js';
import { LoyaltyError } from '../errors/loyalty-error.js';

/**
 * Parses with the endpoint's schema (the same one the OpenAPI document shows); failures are 9004 naming each field.
 * Text no database can store as sent (U+0000, a lone surrogate) is refused first, naming its field, on every engine.
 */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const unstorable = findUnstorableText(body);
  if (unstorable) throw new LoyaltyError('validation', `${jsonPath(unstorable)}: ${unstorableTextHint}`);
  const result = schema.safeParse(body === undefined ? undefined : body);
  if (result.success) return result.data;
  const messages = result.error.issues.slice(0, 10).map((issue) => {
    const message = issue.code === 'unrecognized_keys' ? `unknown field(s) ${issue.keys.join(', ')}` : issue.message;
    return `${jsonPath(issue.path)}: ${message}`;
  });
  throw new LoyaltyError('validation', messages.join('; '));
}
