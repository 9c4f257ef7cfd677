import type { Language } from '../../shared/i18n/language.js';
import { HttpError } from '../errors/http-error.js';
import type { AuthcallContext, OperationReply, OperationSpec } from './operation-handler.js';
import { operationRegistry } from './operation-registry.js';
import { buildXml, parseXml } from './xml/authcall-xml.js';
import { attribute, childElement } from './xml/xml-element.js';

/** How one operation is run: when its request arrived, and what aborts it (a dropped connection, for `heldOpen`). */
export interface RunOptions {
  readonly receivedAt: number;
  readonly signal: AbortSignal;
  /** Set when the window's menu runs it (not a station): whether the window holds the manager's unlock. */
  readonly window?: { readonly managerUnlocked: boolean } | undefined;
  /** The window's language for its own menu call (see OperationRequest). */
  readonly language?: Language | undefined;
}

/**
 * The station protocol's operations, one code path for every caller: the station port (authcall-router.ts) and the
 * window's menu (server/menu-proxy/local-menu-router.ts), which hands its XML over in-process.
 */
export interface AuthcallOperations {
  /** The operation of this name (without `.xml`, matched without regard to case). */
  find(name: string): OperationSpec | undefined;
  /** Parses the request, checks its root and `version`, runs the handler (one exclusive operation per station). */
  run(spec: OperationSpec, xml: string, options: RunOptions): Promise<OperationReply>;
}

export function authcallOperations(
  ctx: AuthcallContext,
  registry: readonly OperationSpec[] = operationRegistry,
): AuthcallOperations {
  const operations = new Map(registry.map((spec) => [spec.name.toLowerCase(), spec]));
  /** Station (`SrcID/@cashguid`) → the exclusive operation it is running. */
  const running = new Map<string, string>();
  return {
    find: (name) => operations.get(name.toLowerCase()),
    async run(spec, xml, { receivedAt, signal, window, language }) {
      const { rootName, root } = parseXml(xml);
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
        return await spec.handler({ version, root, station, receivedAt, signal, window, language }, ctx);
      } finally {
        if (exclusive) running.delete(station);
      }
    },
  };
}

/** The reply document: kept built by the handler (getmenulist), else built now as one string. */
export function replyDocument(reply: OperationReply): string | Buffer {
  return reply.document ?? buildXml(reply.root, reply.version, reply.content);
}

function parseVersion(value: string | undefined, root: string): number {
  if (value === undefined) throw new HttpError(400, `<${root}> must carry a version attribute`);
  if (!/^\d{1,9}$/.test(value.trim()) || Number(value) < 1)
    throw new HttpError(400, `<${root}> version must be a whole number of 1 or more; got "${value}"`);
  return Number(value);
}
