import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from '../http/http-error.js';
import { readTextBody } from '../http/read-text-body.js';
import type { AuthpayTiming } from '../terminal/terminal.js';
import type { AuthcallContext, OperationSpec } from './operation-handler.js';
import { operationRegistry } from './operation-registry.js';
import { buildXml, parseXml } from './xml/authcall-xml.js';
import { attribute, childElement } from './xml/xml-element.js';

/** Request bodies above this (1 MB) are 413 with a text description; the protocol's messages are a few kilobytes. */
export const authcallBodyLimit = 1024 * 1024;

/** Handles one request under /authcall.xml; `fail` answers an error in plain text (server/http/error-middleware.ts). */
export type AuthcallHandler = (req: IncomingMessage, res: ServerResponse, fail: (error: unknown) => void) => void;

/** True for the paths of the station protocol (matched without regard to case, as express routes are). */
export function isAuthcallPath(url: string | undefined): boolean {
  return /^\/authcall\.xml(?:[/?]|$)/i.test(url ?? '');
}

/**
 * `/authcall.xml/<op>.xml`: the station driver's protocol. Operation names match without regard to case; the request
 * root must be the operation's (400), `version` an integer >= 1 (400); errors are plain text. A plain node:http handler
 * rather than an express Router: it is the hottest path of the bridge (bench/results/terminal.md).
 */
export function authcallRouter(
  ctx: AuthcallContext,
  registry: readonly OperationSpec[] = operationRegistry,
): AuthcallHandler {
  const operations = new Map(registry.map((spec) => [spec.name.toLowerCase(), spec]));
  /** Station (`SrcID/@cashguid`) → the exclusive operation it is running. */
  const running = new Map<string, string>();

  async function run(
    spec: OperationSpec,
    req: IncomingMessage,
    res: ServerResponse,
    receivedAt: number,
  ): Promise<void> {
    const { rootName, root } = parseXml(await readTextBody(req, authcallBodyLimit));
    if (rootName !== spec.requestRoot)
      throw new HttpError(400, `wrong root element <${rootName}>: ${spec.name}.xml takes <${spec.requestRoot}>`);
    const version = parseVersion(attribute(root, 'version'), spec.requestRoot);
    const station = attribute(childElement(root, 'SrcID'), 'cashguid');
    const exclusive = spec.exclusivePerStation === true && station !== undefined;
    if (exclusive) {
      const busy = running.get(station);
      if (busy) throw new HttpError(409, `station ${station} is already running ${busy}; wait for it or cancel it`);
      running.set(station, spec.name);
    }
    try {
      const signal = spec.heldOpen ? dropped(res) : never;
      const reply = await spec.handler({ version, root, station, receivedAt, signal }, ctx);
      if (reply.onSent) {
        const onSent = reply.onSent;
        res.on('close', () => onSent(res.writableFinished));
      }
      /** A reply built now goes as a string: node:http then sends its headers and body in one write. */
      const document = reply.document ?? buildXml(reply.root, reply.version, reply.content);
      const headers: Record<string, string | number> = {
        'content-type': 'application/xml; charset=utf-8',
        'content-length': typeof document === 'string' ? Buffer.byteLength(document) : document.length,
      };
      if (reply.timing) headers['server-timing'] = serverTiming(reply.timing, performance.now() - receivedAt);
      res.writeHead(200, headers);
      res.end(document);
    } finally {
      if (exclusive) running.delete(station);
    }
  }

  return (req, res, fail) => {
    const receivedAt = performance.now();
    const file = /^\/authcall\.xml\/([^/?]+)(?:\?.*)?$/i.exec(req.url ?? '')?.[1];
    if (req.method !== 'POST' || file === undefined)
      return fail(new HttpError(req.method === 'POST' ? 404 : 405, `use POST /authcall.xml/<operation>.xml`));
    const spec = /\.xml$/i.test(file) ? operations.get(file.slice(0, -4).toLowerCase()) : undefined;
    if (!spec) return fail(new HttpError(404, `unknown operation: ${file}`));
    run(spec, req, res, receivedAt).catch(fail);
  };
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

function parseVersion(value: string | undefined, root: string): number {
  if (value === undefined) throw new HttpError(400, `<${root}> must carry a version attribute`);
  if (!/^\d{1,9}$/.test(value.trim()) || Number(value) < 1)
    throw new HttpError(400, `<${root}> version must be a whole number of 1 or more; got "${value}"`);
  return Number(value);
}
