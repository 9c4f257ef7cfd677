import { v7 } from 'uuid';

/**
 * A new row id: a UUIDv7, whose leading bits are the time. Rows made close in time get neighbouring keys, so the
 * index entries one commit writes share pages instead of landing on a random page each (docs/operations.md).
 */
export function newId(): string {
  return v7();
}
