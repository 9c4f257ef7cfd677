import type { ApiDocument } from './response-check.js';

/**
 * The loyalty service's OpenAPI documents, generated in this process from the registries (never fetched from a
 * server): importing the routers registers every path, as it does when the service starts.
 */
export async function apiDocuments(): Promise<ApiDocument[]> {
  await import('../../loyalty-app.js');
  const { openApiDocument } = await import('../../openapi/registry.js');
  const { consoleOpenApiDocument } = await import('../../console/console-paths.js');
  return [
    {
      id: 'loyalty',
      prefixes: ['/b2b/v1/', '/guest/v1/', '/health', '/openapi.json'],
      document: openApiDocument('test'),
    },
    { id: 'console', prefixes: ['/admin/api/'], document: consoleOpenApiDocument('test') },
  ];
}
