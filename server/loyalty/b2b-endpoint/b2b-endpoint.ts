import type { RouteConfig } from '@asteasolutions/zod-to-openapi';
import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { apiKeyOf } from '../api-keys/api-key-auth.js';
import type { ApiKeyRecord } from '../api-keys/api-key-store.js';
import { b2bErrorResponses, b2bSecurity, loyaltyRegistry } from '../openapi/registry.js';
import { emptySchema } from '../openapi/common-schemas.js';
import { parseBody } from '../openapi/validation.js';
import type { LoyaltyDeps, RequestContext } from '../service-context/loyalty-context.js';
import { LoyaltyError } from '../errors/loyalty-error.js';

export const b2bPrefix = '/b2b/v1/loyalty';

export interface B2bEndpoint<Req extends z.ZodType, Res extends z.ZodType | undefined> {
  readonly path: string;
  readonly request: Req;
  readonly response: Res;
  readonly writes: boolean;
}

export interface EndpointSpec<Req extends z.ZodType, Res extends z.ZodType | undefined> {
  /** Path below /b2b/v1/loyalty, e.g. `/guests/save`. */
  readonly path: string;
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  readonly request: Req;
  /** Undefined: the 200 body is an empty JSON object. */
  readonly response: Res;
  /** The handler writes: it runs inside one write of the database (LoyaltyDb.write), with `q` its transaction. */
  readonly writes?: boolean;
  /** Answers this endpoint has besides 200 and the common errors (b2bErrorResponses), e.g. its own 429. */
  readonly moreResponses?: RouteConfig['responses'];
}

/** Declares a POST endpoint once: the same schemas validate requests and document the path in /openapi.json. */
export function defineB2bEndpoint<Req extends z.ZodType, Res extends z.ZodType | undefined>(
  spec: EndpointSpec<Req, Res>,
): B2bEndpoint<Req, Res> {
  loyaltyRegistry.registerPath({
    method: 'post',
    path: b2bPrefix + spec.path,
    tags: [spec.tag],
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    security: b2bSecurity,
    request: { body: { required: true, content: { 'application/json': { schema: spec.request } } } },
    responses: {
      200: {
        description: spec.response ? 'success' : 'success (empty JSON object)',
        content: { 'application/json': { schema: spec.response ?? emptySchema } },
      },
      ...b2bErrorResponses,
      ...spec.moreResponses,
    },
  });
  return { path: spec.path, request: spec.request, response: spec.response, writes: spec.writes === true };
}

type Reply<Res> = Res extends z.ZodType ? z.input<Res> : void;

export type Handler<Req extends z.ZodType, Res extends z.ZodType | undefined> = (
  body: z.infer<Req>,
  context: RequestContext,
) => Reply<Res> | LoyaltyError | Promise<Reply<Res> | LoyaltyError>;

/** A handler that writes its answer to `res` itself (a streamed body). */
export type StreamingHandler<Req extends z.ZodType> = (
  body: z.infer<Req>,
  context: RequestContext,
  res: Response,
) => Promise<void>;

/**
 * One b2b POST endpoint: answered over HTTP, and (`direct`, unless it streams) called in the same process with the
 * body as a value and the key already checked: the bridge's own calls to its embedded service (b2b-in-process.ts).
 */
export interface B2bRoute {
  readonly http: (req: Request, res: Response) => Promise<void>;
  readonly direct?: (body: unknown, apiKey: ApiKeyRecord) => Promise<unknown>;
}

/** The POST endpoints below /b2b/v1/loyalty by route key (see routeKey); dispatched by b2bDispatcher. */
export type B2bRoutes = Map<string, B2bRoute>;

export function b2bRoutes(): B2bRoutes {
  return new Map();
}

/** How express matches a route by default: case-insensitive, one trailing slash optional. */
export function routeKey(path: string): string {
  const key = path.toLowerCase();
  return key.length > 1 && key.endsWith('/') ? key.slice(0, -1) : key;
}

/** The endpoints of every group in one map. */
export function allRoutes(groups: readonly B2bRoutes[]): B2bRoutes {
  const routes: B2bRoutes = new Map();
  for (const group of groups) for (const [key, route] of group) routes.set(key, route);
  return routes;
}

/** One handler for every b2b POST endpoint: a Map lookup instead of express's route stack; anything else falls through. */
export function b2bDispatcher(routes: B2bRoutes): RequestHandler {
  return (req, res, next) => {
    const route = req.method === 'POST' ? routes.get(routeKey(req.path)) : undefined;
    if (!route) return next();
    route.http(req, res).catch(next);
  };
}

/** Adds an endpoint below /b2b/v1/loyalty: validate, run (inside one write when it writes), answer 200 with JSON. */
export function mount<Req extends z.ZodType, Res extends z.ZodType | undefined>(
  routes: B2bRoutes,
  deps: LoyaltyDeps,
  endpoint: B2bEndpoint<Req, Res>,
  handler: Handler<Req, Res>,
): void {
  const { db } = deps;
  const direct = async (payload: unknown, apiKey: ApiKeyRecord): Promise<unknown> => {
    const body = parseBody(endpoint.request, payload);
    const result = endpoint.writes
      ? await db.write((q) => Promise.resolve(handler(body, { deps, db, q, apiKey })))
      : await handler(body, { deps, db, q: db.query, apiKey });
    /** A refusal returned, not thrown: what the handler wrote stands (committed), and the client gets the refusal. */
    if (result instanceof LoyaltyError) throw result;
    return result ?? {};
  };
  routes.set(routeKey(endpoint.path), {
    http: async (req, res) => sendJson(res, await direct(req.body, apiKeyOf(res))),
    direct,
  });
}

/** Adds an endpoint whose handler streams its answer (read-only): over HTTP only. */
export function mountStreaming<Req extends z.ZodType>(
  routes: B2bRoutes,
  deps: LoyaltyDeps,
  endpoint: B2bEndpoint<Req, z.ZodType>,
  handler: StreamingHandler<Req>,
): void {
  const { db } = deps;
  routes.set(routeKey(endpoint.path), {
    http: (req, res) =>
      handler(parseBody(endpoint.request, req.body), { deps, db, q: db.query, apiKey: apiKeyOf(res) }, res),
  });
}

const plainJsonApps = new WeakMap<object, boolean>();

/** Whether the app's settings make `res.json` a plain JSON.stringify with no ETag (the hosted loyalty app). */
function plainJson(app: Response['app']): boolean {
  let plain = plainJsonApps.get(app);
  if (plain === undefined) {
    plain =
      !app.get('etag fn') &&
      !app.get('json replacer') &&
      !app.get('json escape') &&
      app.get('json spaces') === undefined;
    plainJsonApps.set(app, plain);
  }
  return plain;
}

/** What `res.json` sends for a 200 to a POST, without express's send machinery when the app's settings allow. */
function sendJson(res: Response, value: unknown): void {
  if (!plainJson(res.app)) {
    res.json(value);
    return;
  }
  const text = JSON.stringify(value);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}
