/** OpenAPI 3.0's own keywords that JSON Schema (draft-07, as ajv reads it) spells differently. */
type Json = unknown;

/**
 * A copy of an OpenAPI 3.0 document that ajv can compile: boolean `exclusiveMinimum`/`exclusiveMaximum` become the
 * number form, `$ref`s to `#/components/...` point into the document registered as `id`. `nullable` stays: ajv reads it.
 */
export function jsonSchemaOfOpenApi(value: Json, id: string): Json {
  if (Array.isArray(value)) return value.map((item) => jsonSchemaOfOpenApi(item, id));
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, Json>;
  const out: Record<string, Json> = {};
  for (const [key, item] of Object.entries(source)) {
    if (key === '$ref' && typeof item === 'string' && item.startsWith('#/')) out[key] = `${id}${item}`;
    else if ((key === 'exclusiveMinimum' || key === 'exclusiveMaximum') && typeof item === 'boolean') continue;
    else out[key] = jsonSchemaOfOpenApi(item, id);
  }
  if (source.exclusiveMinimum === true && typeof source.minimum === 'number') {
    out.exclusiveMinimum = source.minimum;
    delete out.minimum;
  }
  if (source.exclusiveMaximum === true && typeof source.maximum === 'number') {
    out.exclusiveMaximum = source.maximum;
    delete out.maximum;
  }
  return out;
}
