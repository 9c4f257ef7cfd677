import express, { Router, type Request, type Response } from 'express';
import { errorFormat } from '../http/error-format.js';
import { HttpError } from '../http/http-error.js';
import type { AuthcallContext, OperationSpec } from './operation-handler.js';
import { operationRegistry } from './operation-registry.js';
import { buildXml, parseXml } from './xml/authcall-xml.js';
import { attribute, childElement } from './xml/xml-element.js';

/** Request bodies above this are 413 with a text description; the protocol's messages are a few kilobytes. */
export const authcallBodyLimit = '1mb';

/**
 * `/authcall.xml/<op>.xml`: the station driver's protocol. Operation names match without regard to case; the request
 * root must be the operation's (400), `version` an integer >= 1 (400); errors are plain text (errorFormat('text')).
 */
export function authcallRouter(ctx: AuthcallContext, registry: readonly OperationSpec[] = operationRegistry): Router {
  const operations = new Map(registry.map((spec) => [spec.name.toLowerCase(), spec]));
  /** Station (`SrcID/@cashguid`) → the exclusive operation it is running. */
  const running = new Map<string, string>();
  const router = Router();
  router.use(errorFormat('text'));
  router.post(
    '/:file',
    (req, _res, next) => {
      const file = String(req.params.file ?? '');
      const spec = /\.xml$/i.test(file) ? operations.get(file.slice(0, -4).toLowerCase()) : undefined;
      if (!spec) throw new HttpError(404, `unknown operation: ${file}`);
      (req as Request & { operation?: OperationSpec }).operation = spec;
      next();
    },
    express.text({ type: () => true, limit: authcallBodyLimit, defaultCharset: 'utf-8' }),
    async (req: Request & { operation?: OperationSpec }, res: Response) => {
      const spec = req.operation!;
      const { rootName, root } = parseXml(typeof req.body === 'string' ? req.body : '');
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
      const controller = new AbortController();
      res.on('close', () => {
        if (!res.writableFinished) controller.abort();
      });
      try {
        const reply = await spec.handler({ version, root, station, signal: controller.signal }, ctx);
        if (reply.onSent) {
          const onSent = reply.onSent;
          res.on('close', () => onSent(res.writableFinished));
        }
        res
          .status(200)
          .type('application/xml; charset=utf-8')
          .send(buildXml(reply.root, reply.version, reply.content));
      } finally {
        if (exclusive) running.delete(station);
      }
    },
  );
  router.all('/{*rest}', (req) => {
    throw new HttpError(req.method === 'POST' ? 404 : 405, `use POST /authcall.xml/<operation>.xml`);
  });
  return router;
}

function parseVersion(value: string | undefined, root: string): number {
  if (value === undefined) throw new HttpError(400, `<${root}> must carry a version attribute`);
  if (!/^\d{1,9}$/.test(value.trim()) || Number(value) < 1)
    throw new HttpError(400, `<${root}> version must be a whole number of 1 or more; got "${value}"`);
  return Number(value);
}
