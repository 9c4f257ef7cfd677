/** One changed field of an audit entry: its name (empty for a whole value) and its values before and after. */
export interface ChangeLine {
  readonly field: string;
  readonly before?: string;
  readonly after?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as a person reads it: `[name: Base, cashbackBp: 300; name: Gold, ...]` rather than JSON's quotes. */
function human(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(human).join('; ')}]`;
  if (isRecord(value))
    return Object.entries(value)
      .map(([key, item]) => `${key}: ${human(item)}`)
      .join(', ');
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const show = (value: unknown): string | undefined => (value === undefined ? undefined : human(value));

/**
 * What an audit entry changed, field by field: for two objects only the fields whose values differ (a new or removed
 * field has one side); otherwise the whole values.
 */
export function changeLines(before: unknown, after: unknown): ChangeLine[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (before === undefined && after === undefined) return [];
    return [{ field: '', ...optional(before, after) }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    .filter((field) => JSON.stringify(from[field]) !== JSON.stringify(to[field]))
    .map((field) => ({ field, ...optional(from[field], to[field]) }));
}

function optional(before: unknown, after: unknown): { before?: string; after?: string } {
  const b = show(before);
  const a = show(after);
  return { ...(b === undefined ? {} : { before: b }), ...(a === undefined ? {} : { after: a }) };
}
