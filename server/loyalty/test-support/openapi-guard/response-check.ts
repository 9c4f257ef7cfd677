import { Ajv, type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import { jsonSchemaOfOpenApi } from './json-schema-of-openapi.js';

/** One answer as a client received it. */
export interface ObservedResponse {
  readonly method: string;
  /** The path with its query, e.g. `/admin/api/programmes/net/audit?take=5`. */
  readonly url: string;
  readonly status: number;
  readonly contentType: string | undefined;
  readonly body: string;
}

/** An OpenAPI document and the path prefixes it describes. */
export interface ApiDocument {
  readonly id: string;
  readonly prefixes: readonly string[];
  /** An OpenAPI 3.0 document as generated (its `paths` are read). */
  readonly document: object;
}

interface Operation {
  readonly pattern: RegExp;
  readonly pointer: string;
  readonly responses: Record<string, { content?: Record<string, unknown> }>;
}

interface LoadedDocument {
  readonly api: ApiDocument;
  readonly operations: Map<string, Operation[]>;
}

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** `/guests/{guestId}/cards` → a regex over a whole path; express matches paths case-insensitively, one `/` optional. */
function pathPattern(template: string): RegExp {
  const source = template
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${source}/?$`, 'i');
}

const pointerPart = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

/** Checks answers against OpenAPI documents: a declared status, a declared content type, a JSON body of the schema. */
export class ResponseChecker {
  private readonly ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
  private readonly documents: LoadedDocument[];

  constructor(apis: readonly ApiDocument[]) {
    addFormats.default(this.ajv);
    for (const format of ['double', 'float', 'int32', 'int64']) this.ajv.addFormat(format, true);
    this.documents = apis.map((api) => {
      this.ajv.addSchema(jsonSchemaOfOpenApi(api.document, api.id) as object, api.id);
      const operations = new Map<string, Operation[]>();
      const paths = (api.document as { paths?: Record<string, Record<string, unknown>> }).paths ?? {};
      for (const [template, item] of Object.entries(paths))
        for (const method of methods) {
          const operation = item[method] as { responses?: Operation['responses'] } | undefined;
          if (!operation) continue;
          const list = operations.get(method) ?? [];
          list.push({
            pattern: pathPattern(template),
            pointer: `${api.id}#/paths/${pointerPart(template)}/${method}`,
            responses: operation.responses ?? {},
          });
          operations.set(method, list);
        }
      return { api, operations };
    });
  }

  /** Compiles every response schema of every document: what does not compile, by its place in the document. */
  uncompilable(): string[] {
    const failures: string[] = [];
    for (const { operations } of this.documents)
      for (const list of operations.values())
        for (const operation of list)
          for (const [status, response] of Object.entries(operation.responses))
            for (const type of Object.keys(response.content ?? {})) {
              const pointer = `${operation.pointer}/responses/${status}/content/${pointerPart(type)}/schema`;
              try {
                this.ajv.getSchema(pointer);
              } catch (error) {
                failures.push(`${pointer}: ${(error as Error).message}`);
              }
            }
    return failures;
  }

  /** Whether a path is one a document describes (below one of its prefixes). */
  covers(path: string): boolean {
    return this.documents.some((d) => d.api.prefixes.some((prefix) => path.startsWith(prefix)));
  }

  /** What is wrong with the answer, or undefined when the documents allow it (or describe no such path). */
  check(observed: ObservedResponse): string | undefined {
    const path = observed.url.split('?')[0] ?? '';
    const loaded = this.documents.find((d) => d.api.prefixes.some((prefix) => path.startsWith(prefix)));
    if (!loaded) return undefined;
    const method = observed.method.toLowerCase();
    /** A CORS preflight is the browser's question, not an operation of the API. */
    if (method === 'options') return undefined;
    const operation = loaded.operations.get(method)?.find((o) => o.pattern.test(path));
    const where = `${observed.method.toUpperCase()} ${path} → ${observed.status}`;
    /** A path or method the document does not have may only be refused (unknown, or refused before routing). */
    if (!operation)
      return observed.status >= 400 && observed.status < 500
        ? undefined
        : `${where}: no such operation in ${loaded.api.id}`;
    const statusKey = [String(observed.status), `${String(observed.status)[0]}XX`, 'default'].find(
      (key) => operation.responses[key],
    );
    if (!statusKey) return `${where}: status not declared (declared: ${Object.keys(operation.responses).join(', ')})`;
    const content = operation.responses[statusKey]?.content;
    if (!content || observed.body === '' || method === 'head') return undefined;
    const mediaType = (observed.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    const declared = Object.keys(content).find((type) => type === mediaType || type === '*/*');
    if (!declared)
      return `${where}: content type ${mediaType || '(none)'} not declared (${Object.keys(content).join(', ')})`;
    if (!/[/+]json$/.test(mediaType)) return undefined;
    let validate: ReturnType<Ajv['getSchema']>;
    try {
      validate = this.ajv.getSchema(
        `${operation.pointer}/responses/${statusKey}/content/${pointerPart(declared)}/schema`,
      );
    } catch (error) {
      return `${where}: the document's schema does not compile: ${(error as Error).message}`;
    }
    if (!validate) return `${where}: no schema for ${declared}`;
    let body: unknown;
    try {
      body = JSON.parse(observed.body);
    } catch {
      return `${where}: body is not JSON`;
    }
    if (validate(body)) return undefined;
    return `${where}: ${describe(validate.errors ?? [])}; body ${observed.body.slice(0, 300)}`;
  }
}

function describe(errors: readonly ErrorObject[]): string {
  return errors
    .slice(0, 3)
    .map((e) => `${e.instancePath || 'body'} ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`)
    .join('; ');
}
