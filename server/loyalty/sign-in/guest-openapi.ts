import type { RouteConfig } from '@asteasolutions/zod-to-openapi';
import type { z } from 'zod';
import { loyaltyRegistry, serviceErrorResponses } from '../openapi/registry.js';
import { guestErrorSchema } from './sign-in-schemas.js';

export const guestPrefix = '/guest/v1';

loyaltyRegistry.registerComponent('securitySchemes', 'GuestToken', {
  type: 'apiKey',
  in: 'header',
  name: 'Authorization',
  description: 'the `token` of the auth result, as `Bearer <token>` or the bare token',
});

export interface GuestEndpointSpec {
  readonly method: 'get' | 'post';
  /** Below /guest/v1, e.g. `/auth/sendsms`. */
  readonly path: string;
  readonly summary: string;
  readonly description?: string;
  readonly request?: z.ZodType;
  readonly response: z.ZodType;
  /** The error statuses this path answers besides 400 and those of serviceErrorResponses, each with what it means. */
  readonly errors: Readonly<Record<number, string>>;
  /** Needs the ApiKey header (sign-in) and, with `session`, also the guest's Authorization token. */
  readonly apiKey: boolean;
  readonly session?: boolean;
}

/** Documents one /guest/v1 path in /openapi.json with the same zod schemas that validate its requests. */
export function registerGuestEndpoint(spec: GuestEndpointSpec): void {
  const responses: RouteConfig['responses'] = {
    200: { description: 'success', content: { 'application/json': { schema: spec.response } } },
    400: {
      description: 'bad input (the message names the field), a body that is not JSON',
      content: { 'application/json': { schema: guestErrorSchema } },
    },
    ...serviceErrorResponses(guestErrorSchema, '64 kB'),
  };
  for (const [status, description] of Object.entries(spec.errors))
    responses[status] = { description, content: { 'application/json': { schema: guestErrorSchema } } };
  const requirement: Record<string, string[]> = spec.session ? { ApiKey: [], GuestToken: [] } : { ApiKey: [] };
  const security = spec.apiKey ? [requirement] : [];
  loyaltyRegistry.registerPath({
    method: spec.method,
    path: guestPrefix + spec.path,
    tags: [spec.session ? 'guest' : 'guest sign-in'],
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    security,
    ...(spec.request
      ? { request: { body: { required: true, content: { 'application/json': { schema: spec.request } } } } }
      : {}),
    responses,
  });
}
