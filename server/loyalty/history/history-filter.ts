import { dateTime } from '../openapi/common-schemas.js';
import { z } from '../openapi/zod.js';

/** The fields both history requests filter by: a date range and a page (`take` up to `maxTake`). */
export function historyFilterFields(maxTake: number) {
  return {
    fromDate: dateTime.nullable().optional(),
    toDate: dateTime.nullable().optional(),
    skip: z.number().int().min(0).max(1_000_000_000).nullable().optional(),
    take: z.number().int().min(0).max(maxTake, `must be at most ${maxTake}`).nullable().optional(),
  };
}
