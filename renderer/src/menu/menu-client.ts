import { postJson, postXml } from '../api/http-client';
import { execMenuItemXml, getMenuListXml, parseExecMenuItem, parseMenuList } from './menu-xml';
import type { DialogResult, MenuNode, MenuRunResult } from './menu-types';

/** A refused call: the HTTP status and the server's plain-text description. */
export class MenuCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type Operation = 'getmenulist' | 'execmenuitem';

/**
 * Sends one menu request: to this bridge (same origin, `/authcall.xml/<op>.xml`), or, given `server`, through the
 * bridge's `/api/menu-proxy` to another authorization server.
 */
async function call(operation: Operation, xml: string, server: string | undefined): Promise<string> {
  const reply = server
    ? await postJson<{ status: number; body: string }>('/api/menu-proxy', { url: server, operation, xml }).then(
        (answer) => ({ status: answer.status, text: answer.body }),
      )
    : await postXml(`/authcall.xml/${operation}.xml`, xml);
  if (reply.status !== 200) throw new MenuCallError(reply.status, reply.text.trim() || `HTTP ${reply.status}`);
  return reply.text;
}

export async function loadMenu(server?: string): Promise<MenuNode[]> {
  return parseMenuList(await call('getmenulist', getMenuListXml(), server));
}

export async function runMenuItem(
  node: MenuNode,
  dialog: DialogResult | undefined,
  server?: string,
): Promise<MenuRunResult> {
  return parseExecMenuItem(await call('execmenuitem', execMenuItemXml(node, dialog), server));
}
