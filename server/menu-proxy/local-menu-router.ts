import express, { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import { replyDocument, type AuthcallOperations } from '../authcall/authcall-operations.js';
import { parseInput } from '../local-api/parse-input.js';
import { menuRequestFields } from './menu-request-schema.js';
import { languages } from '../../shared/i18n/language.js';

/** The window's own menu follows the window's language (`language`, else the bridge's). */
const requestSchema = z.strictObject({ ...menuRequestFields, language: z.enum(languages).optional() });

/** The signal of the menu operations, which answer at once: nothing aborts them. */
const never = new AbortController().signal;

/**
 * `POST /api/menu-call` {operation, xml, language?}: the window's menu of this bridge, in the window's language. The XML goes in-process to the station
 * protocol's own operations (no HTTP hop: the station port refuses browsers) and the answer is `{status, contentType,
 * body}`, as `/api/menu-proxy` answers for another server. An operation's error (a bad document 400, a broken menu file
 * 500) is this route's JSON error with the operation's status and description. Guarded like `/api/terminal`; an accrual
 * without the manager's unlock (`managerUnlocked`) is a 403 managerLocked.
 */
export function localMenuRouter(
  guard: RequestHandler,
  operations: AuthcallOperations,
  managerUnlocked: (req: Request) => boolean,
): Router {
  const router = Router();
  router.post('/menu-call', guard, express.json({ limit: '80kb' }), async (req, res) => {
    const input = parseInput(requestSchema, req.body);
    const spec = operations.find(input.operation)!;
    const reply = await operations.run(spec, input.xml, {
      receivedAt: performance.now(),
      signal: never,
      window: { managerUnlocked: managerUnlocked(req) },
      language: input.language,
    });
    const document = replyDocument(reply);
    res.json({
      status: 200,
      contentType: 'application/xml; charset=utf-8',
      body: typeof document === 'string' ? document : document.toString('utf8'),
    });
  });
  return router;
}
