type Json = unknown;

/**
 * zod-to-openapi writes `nullable` without a `type` beside it, which means nothing in OpenAPI 3.0 (and which ajv
 * refuses). A nullable reference, `allOf: [{$ref}, {nullable: true}]`, becomes `oneOf: [{$ref}, {type, nullable:
 * true, enum: [null]}]`, the 3.0.3 way of saying "the schema, or null"; a lone `{nullable: true}` (zod's unknown, any
 * value) loses the word; a schema whose `enum` holds null (zod's null, given a type and `enum: [null]`) gains it.
 */
export function withOpenApi30Nulls<T extends object>(document: T): T {
  const schemas =
    (document as { components?: { schemas?: Record<string, { type?: unknown }> } }).components?.schemas ?? {};
  const visit = (value: Json): Json => {
    if (Array.isArray(value)) return value.map(visit);
    if (value === null || typeof value !== 'object') return value;
    const node = value as Record<string, Json>;
    const allOf = node.allOf;
    if (Array.isArray(allOf) && allOf.length === 2) {
      const [ref, nullable] = allOf as [Record<string, Json>, Record<string, Json>];
      const refName = typeof ref.$ref === 'string' ? ref.$ref.replace('#/components/schemas/', '') : undefined;
      if (refName && nullable.nullable === true && Object.keys(nullable).length === 1) {
        const { allOf: _replaced, ...rest } = node;
        const type = schemas[refName]?.type ?? 'object';
        return { ...(visit(rest) as object), oneOf: [ref, { type, nullable: true, enum: [null] }] };
      }
    }
    const shaped = ['type', '$ref', 'allOf', 'oneOf', 'anyOf', 'enum'].some((key) => key in node);
    const entries = Object.entries(node).filter(([key]) => shaped || key !== 'nullable');
    const out = Object.fromEntries(entries.map(([key, item]) => [key, visit(item)]));
    return Array.isArray(node.enum) && node.enum.includes(null) && 'type' in node ? { ...out, nullable: true } : out;
  };
  return visit(document) as T;
}
