import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from '../errors/http-error.js';
import { readTextBody } from '../http/read-text-body.js';
import { declaredCharset } from './xml/declared-encoding.js';
import type { Logger } from 'pino';
import type { AuthpayTiming } from '../payments/authpay-clocks.js';
import { replyDocument, type AuthcallOperations } from './authcall-operations.js';
import type { OperationSpec } from './operation-handler.js';
import type { StationGuard } from '../http/station-guard.js';
import type { StationHandler, StationRoute } from '../http/station-route.js';

/** Request bodies above this (1 MB) are 413 with a text description; the protocol's messages are a few kilobytes. */
export const authcallBodyLimit = 1024 * 1024;

/**
 * `<authPath><op>.xml` (`/authcall.xml/<op>.xml` by default): the station driver's protocol, its driver appending
 * `<operation>.xml` to the base URL it was given. The guard comes first (403 before the body is read); then operation
 * names match without regard to case, the request root must be the operation's (400), `version` an integer >= 1 (400);
 * errors are plain text. A plain node:http handler rather than an express Router: it is the hottest path of the
 * bridge (bench/results/terminal.md).
 */
export function authcallRouter(
  operations: AuthcallOperations,
  guard: StationGuard,
  logger: Logger,
  authPath: string,
): StationRoute {
  /** The path without its last slash, its dots escaped (settings allow only letters, digits, `.`, `-`, `_`, `~`). */
  const base = authPath.slice(0, -1).replace(/[.]/g, '\\.');
  const within = new RegExp(`^${base}(?:[/?]|$)`, 'i');
  const operationFile = new RegExp(`^${base}/([^/?]+)(?:\\?.*)?$`, 'i');
  const usage = `use POST ${authPath}<operation>.xml`;
  async function run(spec: OperationSpec, req: IncomingMessage, res: ServerResponse, receivedAt: number) {
    const xml = await readTextBody(req, authcallBodyLimit, declaredCharset);
    const signal = spec.heldOpen ? dropped(res) : never;
    const reply = await operations.run(spec, xml, { receivedAt, signal });
    if (reply.onSent) {
      const onSent = reply.onSent;
      res.on('close', () => onSent(res.writableFinished));
    }
    /** A reply built now goes as a string: node:http then sends its headers and body in one write. */
    const document = replyDocument(reply);
    const headers: Record<string, string | number> = {
      'content-type': 'application/xml; charset=utf-8',
      'content-length': typeof document === 'string' ? Buffer.byteLength(document) : document.length,
    };
    if (reply.timing) headers['server-timing'] = serverTiming(reply.timing, performance.now() - receivedAt);
    res.writeHead(200, headers);
    res.end(document);
  }

  const handle: StationHandler = (req, res, fail) => {
    const receivedAt = performance.now();
    const refusal = guard(req);
    if (refusal) {
      logger.warn(
        {
          reason: refusal.reason,
          remote: req.socket.remoteAddress,
          host: req.headers.host,
          origin: req.headers.origin,
          fetchSite: req.headers['sec-fetch-site'],
          url: req.url,
        },
        'station request refused',
      );
      return fail(refusal);
    }
    const file = operationFile.exec(req.url ?? '')?.[1];
    if (req.method !== 'POST' || file === undefined)
      return fail(new HttpError(req.method === 'POST' ? 404 : 405, usage));
    const spec = /\.xml$/i.test(file) ? operations.find(file.slice(0, -4)) : undefined;
    if (!spec) return fail(new HttpError(404, `unknown operation: ${file}`));
    run(spec, req, res, receivedAt).catch(fail);
  };
  return { matches: (url) => within.test(url ?? ''), handle };
}

/** `guest` (waiting for the cashier), `loyalty` (its calls) and `terminal` (everything else), in milliseconds. */
function serverTiming(timing: AuthpayTiming, totalMs: number): string {
  const terminal = Math.max(0, totalMs - timing.guestMs - timing.loyaltyMs);
  const ms = (value: number) => value.toFixed(2);
  return `guest;dur=${ms(timing.guestMs)}, loyalty;dur=${ms(timing.loyaltyMs)}, terminal;dur=${ms(terminal)}`;
}

/** The signal of operations that answer at once: nothing waits on it. */
const never = new AbortController().signal;

/** Aborted when the connection closes before the reply was written. */
function dropped(res: ServerResponse): AbortSignal {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}
