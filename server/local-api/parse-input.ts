import type { z } from 'zod';
import { apiErrorCodes } from '../../shared/api/api-errors.js';
import { HttpError } from '../errors/http-error.js';
import { findUnstorableText, jsonPath, unstorableTextHint } from '../http/storable-text.js';

/**
 * Parses with zod (text no database can store as sent refused first); a failure is a 400 naming the field (`params.field`), coded 9004 unless the issue carries its own
 * `params.apiCode` (a phone: 9601).
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const unstorable = findUnstorableText(value);
  if (unstorable) {
    const field = jsonPath(unstorable);
    throw new HttpError(400, `${field}: ${unstorableTextHint}`, apiErrorCodes.invalidInput, { field });
  }
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.join('.');
  const where = field ? `${field}: ` : '';
  const own = issue.code === 'custom' ? (issue.params as { apiCode?: unknown } | undefined)?.apiCode : undefined;
  const code = typeof own === 'string' ? own : apiErrorCodes.invalidInput;
  throw new HttpError(400, `${where}${issue.message}`, code, field ? { field } : undefined);
}
