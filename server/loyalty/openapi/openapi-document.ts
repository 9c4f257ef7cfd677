import { OpenApiGeneratorV3, type OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { withOpenApi30Nulls } from './openapi30-nulls.js';

export type OpenApiDocument = ReturnType<OpenApiGeneratorV3['generateDocument']>;

/**
 * A registry's OpenAPI 3.0.1 document (nulls written the 3.0 way), generated at the first call, once every path has
 * registered itself, and kept.
 */
export function openApiDocumentOf(
  registry: OpenAPIRegistry,
  title: string,
  description: string,
): (version: string) => OpenApiDocument {
  let cached: OpenApiDocument | undefined;
  return (version) => {
    cached ??= withOpenApi30Nulls(
      new OpenApiGeneratorV3(registry.definitions).generateDocument({
        openapi: '3.0.1',
        info: { title, version, description },
      }),
    );
    return cached;
  };
}
