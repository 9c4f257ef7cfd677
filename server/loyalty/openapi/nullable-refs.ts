type Json = unknown;

/**
 * zod-to-openapi writes a nullable reference as `allOf: [{$ref}, {nullable: true}]`, which no OpenAPI 3.0 validator
 * lets a null through (`nullable` without a `type` beside it means nothing). This rewrites each as
 * `oneOf: [{$ref}, {type, nullable: true, enum: [null]}]`, the 3.0.3 way of saying "the schema, or null".
 */
export function withNullableRefs<T extends object>(document: T): T {
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
    return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, visit(item)]));
  };
  return visit(document) as T;
}
