import { OpenAPIRegistry, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import type { z } from 'zod';
import { errorBodySchema } from './common-schemas.js';
import { openApiDocumentOf } from './openapi-document.js';

/** The one OpenAPI registry of the loyalty service: every path registers itself here when its module loads. */
export const loyaltyRegistry = new OpenAPIRegistry();

loyaltyRegistry.registerComponent('securitySchemes', 'ApiKey', { type: 'apiKey', in: 'header', name: 'ApiKey' });
loyaltyRegistry.registerComponent('securitySchemes', 'B2bToken', {
  type: 'http',
  scheme: 'bearer',
  description:
    'the `token` of POST /b2b/v1/auth/gentoken, sent besides the ApiKey when the key has a password (a key without ' +
    'one needs the ApiKey alone)',
});

/** Every b2b call: the ApiKey, with a token of gentoken when the key has a password. */
export const b2bSecurity: RouteConfig['security'] = [{ ApiKey: [] }, { ApiKey: [], B2bToken: [] }];

/** Registers one path (helper for routers outside /b2b/v1, e.g. guest sign-in). */
export function registerPath(route: RouteConfig): void {
  loyaltyRegistry.registerPath(route);
}

/**
 * What any request may meet whatever it asks, each in the error body `schema` of its API: a body above the limit or
 * not UTF-8, an internal error, the database unreachable, a full disk (a single-venue service on SQLite).
 */
export function serviceErrorResponses(schema: z.ZodType, bodyLimit: string): RouteConfig['responses'] {
  const content = { 'application/json': { schema } };
  return {
    413: { description: `body larger than ${bodyLimit} (\`9413\`)`, content },
    415: { description: 'a body that is not UTF-8 (`9415`)', content },
    500: { description: 'internal error; the details are in the service log (`9500`)', content },
    503: { description: 'the database is unreachable; try again shortly (`9503`)', content },
    507: { description: 'the disk of a single-venue service is full (`9507`)', content },
  };
}

/** The error responses every b2b endpoint may give. */
export const b2bErrorResponses: RouteConfig['responses'] = {
  400: {
    description:
      'refused: `9004` validation (message names the field; any string or key holding U+0000 or an unpaired ' +
      'surrogate is refused so), `3007` guest not found, other codes in the docs; a body that is not JSON',
    content: { 'application/json': { schema: errorBodySchema } },
  },
  401: {
    description:
      'missing, unknown or revoked ApiKey (`9001`); for a key with a password, a missing, expired, malformed or ' +
      "another key's token (`9002`)",
    content: { 'application/json': { schema: errorBodySchema } },
  },
  403: {
    description: 'organization outside the ApiKey (`9003`); a client address outside the key (`9006`)',
    content: { 'application/json': { schema: errorBodySchema } },
  },
  ...serviceErrorResponses(errorBodySchema, '2 MB'),
};

/** The OpenAPI 3.0.1 document of the loyalty API. */
export const openApiDocument = openApiDocumentOf(
  loyaltyRegistry,
  'Tillbridge guest loyalty API',
  'The guest loyalty JSON API with the project decisions of docs/loyalty-api.md.',
);
