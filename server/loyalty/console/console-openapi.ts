import { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { openApiDocumentOf } from '../openapi/openapi-document.js';
import { z } from '../openapi/zod.js';

/** The console API's own OpenAPI registry (`/admin/api/openapi.json`): each console router registers its paths here. */
export const consoleRegistry = new OpenAPIRegistry();

export const consolePrefix = '/admin/api';

/** Registered like guest-openapi.ts's GuestToken on purpose: each API document names its own way in. */
consoleRegistry.registerComponent('securitySchemes', 'AdminSession', {
  type: 'apiKey',
  in: 'cookie',
  name: 'tb_admin',
  description: 'the session cookie of POST /admin/api/session; a change (not GET) also sends its `X-CSRF-Token`',
});

export const consoleErrorSchema = z
  .strictObject({ message: z.string().openapi({ example: 'name: must not be empty' }) })
  .openapi('ConsoleError', { description: 'every refusal of the console API; the message names the field at fault' });

/** The console API's OpenAPI 3.0.1 document. */
export const consoleOpenApiDocument = openApiDocumentOf(
  consoleRegistry,
  'Tillbridge network console API',
  'The JSON API of the network console (docs/console.md); money in minor units, shares in basis points.',
);
