import express, { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { HttpError } from '../errors/http-error.js';
import { parseInput } from '../local-api/parse-input.js';
import { forwardMenuCall } from './forward-menu-call.js';
import { menuRequestFields } from './menu-request-schema.js';
import { apiErrorCodes } from '../../shared/api/api-errors.js';

const requestSchema = z.strictObject({
  url: z
    .string()
    .max(2048)
    .refine(
      (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
      'must be an http:// or https:// URL',
    ),
  ...menuRequestFields,
});

/** The window's codes of the proxy's own failures, by status. */
const proxyCodes = {
  413: apiErrorCodes.menuServerTooLarge,
  502: apiErrorCodes.menuServerUnreachable,
  504: apiErrorCodes.menuServerTimeout,
} as const;

/**
 * `POST /api/menu-proxy` {url, operation, xml}: sends a menu request to another authorization server (the browser may
 * not call another origin) and answers `{status, contentType, body}` of its reply. Guarded like `/api/terminal`; http(s)
 * only, the menu operations only, 10 s timeout, replies up to 1 MB.
 */
export function menuProxyRouter(guard: RequestHandler): Router {
  const router = Router();
  router.post('/menu-proxy', guard, express.json({ limit: '80kb' }), async (req, res) => {
    const input = parseInput(requestSchema, req.body);
    const reply = await forwardMenuCall(input.url, input.operation, input.xml);
    if (reply.kind === 'error') throw new HttpError(reply.status, reply.message, proxyCodes[reply.status]);
    res.json({ status: reply.status, contentType: reply.contentType, body: reply.body });
  });
  return router;
}
