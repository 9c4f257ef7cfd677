import { OpenAPIRegistry, OpenApiGeneratorV3 } from '@asteasolutions/zod-to-openapi';
import { withOpenApi30Nulls } from '../openapi/openapi30-nulls.js';
import { z } from '../openapi/zod.js';

/** The console API's own OpenAPI registry (`/admin/api/openapi.json`): each console router registers its paths here. */
export const consoleRegistry = new OpenAPIRegistry();

export const consolePrefix = '/admin/api';

consoleRegistry.registerComponent('securitySchemes', 'AdminSession', {
  type: 'apiKey',
  in: 'cookie',
  name: 'tb_admin',
  description: 'the session cookie of POST /admin/api/session; a change (not GET) also sends its `X-CSRF-Token`',
});

export const consoleErrorSchema = z
  .strictObject({ message: z.string().openapi({ example: 'name: must not be empty' }) })
  .openapi('ConsoleError', { description: 'every refusal of the console API; the message names the field at fault' });

let cached: ReturnType<OpenApiGeneratorV3['generateDocument']> | undefined;

/** The console API's OpenAPI 3.0.1 document, generated once from its registry. */
export function consoleOpenApiDocument(version: string): ReturnType<OpenApiGeneratorV3['generateDocument']> {
  cached ??= withOpenApi30Nulls(
    new OpenApiGeneratorV3(consoleRegistry.definitions).generateDocument({
      openapi: '3.0.1',
      info: {
        title: 'Tillbridge network console API',
        version,
        description:
          'The JSON API of the network console (docs/console.md); money in minor units, shares in basis points.',
      },
    }),
  );
  return cached;
}
