import type { RouteConfig, ZodMediaTypeObject } from '@asteasolutions/zod-to-openapi';
import type { z } from 'zod';
import { z as zo } from '../openapi/zod.js';
import { auditQuerySchema } from './audit-router.js';
import { campaignDraftSchema } from './campaign-draft.js';
import { previewSchema } from './campaign-routes.js';
import { consoleErrorSchema, consolePrefix, consoleRegistry } from './console-openapi.js';

export { consoleOpenApiDocument } from './console-openapi.js';
import {
  apiKeySchema,
  auditEntrySchema,
  campaignPreviewSchema,
  campaignSchema,
  createdKeySchema,
  dailyReportSchema,
  guestDetailSchema,
  programmeViewSchema,
  sessionInfoSchema,
  venueSchema,
} from './console-schemas.js';
import { addCardBody, blockCardBody, blockGuestBody, correctionBody, findQuery } from './guest-routes.js';
import { addressesSchema, newKeySchema, passwordSchema } from './keys-router.js';
import { programmeSchema } from './programme-routes.js';
import { csvQuery, jsonQuery } from './report-routes.js';
import { passwordLinkSchema, signInSchema } from './session-router.js';
import { newVenueSchema, renameSchema } from './venues-router.js';

/** What each refusal of the console API means; every path lists the ones its code can give. */
const refusals: Readonly<Record<number, string>> = {
  400: 'bad input (the message names the field), a body that is not JSON, a path that is not percent-encoded UTF-8',
  401: 'no session, or it has expired',
  403: 'a cross-site request, or a change without the right X-CSRF-Token',
  404: 'not found, or a programme this administrator does not administer',
  409: 'a conflict: a duplicate, something already revoked, a balance that would go below 0',
  413: 'a body larger than 64 kB',
  415: 'a body that is not UTF-8',
  429: 'too many wrong passwords; `Retry-After` says when to try again',
  500: 'internal error; the details are in the service log',
  503: 'the database is unavailable; try again shortly',
  507: 'the disk of a single-venue service is full',
};

/** Any request may meet these, whatever it asks. */
const always = [400, 413, 415, 500, 503, 507];

const json = (schema: z.ZodType): ZodMediaTypeObject => ({ schema });
const programmeParam = zo.string().openapi({ description: 'a network code, or `venue:<posObjectId>`' });

interface ConsolePath {
  readonly method: RouteConfig['method'];
  /** Below /admin/api, with `{name}` for a path segment. */
  readonly path: string;
  readonly summary: string;
  readonly description?: string;
  readonly params?: Record<string, z.ZodType>;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  /** The 200 body; `204` for none; `csv` for a CSV file. */
  readonly answer: z.ZodType | 204 | 'csv';
  readonly errors: readonly number[];
  /** Reachable without a session (sign-in, the password link, this document). */
  readonly open?: boolean;
}

function registerConsolePath(spec: ConsolePath): void {
  const responses: RouteConfig['responses'] = {};
  if (spec.answer === 204) responses[204] = { description: 'done (no body)' };
  else if (spec.answer === 'csv')
    responses[200] = {
      description: 'a CSV file (docs/console.md)',
      content: { 'text/csv': { schema: zo.string().openapi({ format: 'binary' }) } },
    };
  else responses[200] = { description: 'success', content: { 'application/json': json(spec.answer) } };
  const statuses = new Set([...always, ...spec.errors, ...(spec.open ? [] : [401, 403])]);
  for (const status of [...statuses].sort())
    responses[status] = {
      description: refusals[status] ?? String(status),
      content: { 'application/json': json(consoleErrorSchema) },
    };
  const programme = spec.path.startsWith('/programmes/{programme}') ? { programme: programmeParam } : {};
  const params = { ...programme, ...spec.params };
  consoleRegistry.registerPath({
    method: spec.method,
    path: consolePrefix + spec.path,
    tags: [spec.path.split('/')[spec.path.startsWith('/programmes/') ? 3 : 1] ?? 'console'],
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    security: spec.open ? [] : [{ AdminSession: [] }],
    request: {
      ...(Object.keys(params).length > 0 ? { params: zo.object(params) } : {}),
      ...(spec.query ? { query: spec.query } : {}),
      ...(spec.body ? { body: { required: true, content: { 'application/json': json(spec.body) } } } : {}),
    },
    responses,
  });
}

const p = '/programmes/{programme}';
const keyId = { id: zo.string().openapi({ description: 'the key id' }) };
const guestId = { guestId: zo.string().openapi({ description: 'the guest id of GuestDetail' }) };
const campaignId = { id: zo.uuid() };

/** A data table: one entry per path, alike in shape on purpose (registerConsolePath turns each into the document). */
const paths: ConsolePath[] = [
  {
    method: 'get',
    path: '/openapi.json',
    summary: 'This document',
    answer: zo.looseObject({}),
    errors: [],
    open: true,
  },
  {
    method: 'post',
    path: '/session',
    summary: 'Signs in: sets the `tb_admin` cookie and answers the CSRF token',
    body: signInSchema,
    answer: sessionInfoSchema,
    errors: [401, 403, 429],
    open: true,
  },
  { method: 'get', path: '/session', summary: 'The signed-in administrator', answer: sessionInfoSchema, errors: [] },
  { method: 'delete', path: '/session', summary: 'Signs out', answer: 204, errors: [] },
  {
    method: 'post',
    path: '/password-link',
    summary: 'Sets a password through a one-time link',
    body: passwordLinkSchema,
    answer: 204,
    errors: [403, 404],
    open: true,
  },
  {
    method: 'get',
    path: `${p}/venues`,
    summary: 'The venues',
    answer: zo.object({ venues: zo.array(venueSchema) }),
    errors: [404],
  },
  {
    method: 'post',
    path: `${p}/venues`,
    summary: 'Adds a venue to a network',
    body: newVenueSchema,
    answer: venueSchema,
    errors: [404, 409],
  },
  {
    method: 'patch',
    path: `${p}/venues/{posObjectId}`,
    summary: 'Renames a venue',
    params: { posObjectId: zo.string() },
    body: renameSchema,
    answer: venueSchema,
    errors: [404],
  },
  {
    method: 'get',
    path: `${p}/keys`,
    summary: 'The API keys',
    answer: zo.object({ keys: zo.array(apiKeySchema) }),
    errors: [404],
  },
  {
    method: 'post',
    path: `${p}/keys`,
    summary: 'Makes a key (its raw value is shown once)',
    body: newKeySchema,
    answer: createdKeySchema,
    errors: [404],
  },
  {
    method: 'post',
    path: `${p}/keys/{id}/revoke`,
    summary: 'Revokes a key',
    params: keyId,
    answer: apiKeySchema,
    errors: [404, 409],
  },
  {
    method: 'put',
    path: `${p}/keys/{id}/password`,
    summary: "Sets or removes (null) a b2b key's password",
    params: keyId,
    body: passwordSchema,
    answer: apiKeySchema,
    errors: [404, 409],
  },
  {
    method: 'put',
    path: `${p}/keys/{id}/addresses`,
    summary: "Sets or removes (null) a b2b key's allowed client addresses",
    params: keyId,
    body: addressesSchema,
    answer: apiKeySchema,
    errors: [404, 409],
  },
  {
    method: 'get',
    path: `${p}/programme`,
    summary: 'The programme and its ranks',
    answer: programmeViewSchema,
    errors: [404],
  },
  {
    method: 'put',
    path: `${p}/programme`,
    summary: 'Changes the programme and its ranks (ranks out of order are refused with 400, naming the rank)',
    body: programmeSchema,
    answer: programmeViewSchema,
    errors: [404],
  },
  {
    method: 'get',
    path: `${p}/campaigns`,
    summary: 'The campaigns',
    answer: zo.object({ campaigns: zo.array(campaignSchema) }),
    errors: [404],
  },
  {
    method: 'post',
    path: `${p}/campaigns/preview`,
    summary: 'What a draft campaign would give a sample order',
    body: previewSchema,
    answer: campaignPreviewSchema,
    errors: [404],
  },
  {
    method: 'post',
    path: `${p}/campaigns`,
    summary: 'Adds a campaign',
    body: campaignDraftSchema,
    answer: campaignSchema,
    errors: [404],
  },
  {
    method: 'put',
    path: `${p}/campaigns/{id}`,
    summary: 'Changes a campaign',
    params: campaignId,
    body: campaignDraftSchema,
    answer: campaignSchema,
    errors: [404, 409],
  },
  ...(['pause', 'resume'] as const).map((verb): ConsolePath => ({
    method: 'post',
    path: `${p}/campaigns/{id}/${verb}`,
    summary: verb === 'pause' ? 'Pauses a campaign' : 'Resumes a campaign',
    params: campaignId,
    answer: campaignSchema,
    errors: [404, 409],
  })),
  {
    method: 'get',
    path: `${p}/guests`,
    summary: 'Finds a guest by exactly one of phone or card',
    query: findQuery,
    answer: guestDetailSchema,
    errors: [404],
  },
  {
    method: 'post',
    path: `${p}/guests/{guestId}/cards`,
    summary: 'Adds a card to a guest',
    params: guestId,
    body: addCardBody,
    answer: guestDetailSchema,
    errors: [404, 409],
  },
  {
    method: 'post',
    path: `${p}/guests/{guestId}/cards/{number}/block`,
    summary: "Blocks or unblocks a guest's card",
    params: { ...guestId, number: zo.string() },
    body: blockCardBody,
    answer: guestDetailSchema,
    errors: [404],
  },
  {
    method: 'post',
    path: `${p}/guests/{guestId}/block`,
    summary: 'Blocks or unblocks a guest',
    params: guestId,
    body: blockGuestBody,
    answer: guestDetailSchema,
    errors: [404],
  },
  {
    method: 'post',
    path: `${p}/guests/{guestId}/corrections`,
    summary: "Corrects a guest's bonuses (one bizUser ledger entry)",
    params: guestId,
    body: correctionBody,
    answer: guestDetailSchema,
    errors: [404, 409],
  },
  {
    method: 'get',
    path: `${p}/reports/daily`,
    summary: 'The daily report',
    query: jsonQuery,
    answer: dailyReportSchema,
    errors: [404],
  },
  {
    method: 'get',
    path: `${p}/reports/daily.csv`,
    summary: 'The daily report as CSV',
    query: csvQuery,
    answer: 'csv',
    errors: [404],
  },
  {
    method: 'get',
    path: `${p}/audit`,
    summary: 'The audit log, newest first',
    query: auditQuerySchema,
    answer: zo.object({ entries: zo.array(auditEntrySchema) }),
    errors: [404],
  },
];

for (const path of paths) registerConsolePath(path);
