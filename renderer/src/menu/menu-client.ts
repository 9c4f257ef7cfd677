import i18next from 'i18next';
import { postJson } from '../api/http-client';
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
 * Sends one menu request through the window's token-protected API: to this bridge (`/api/menu-call`, run in-process
 * in the window's language; the station port refuses browsers), or, given `server`, through `/api/menu-proxy` to
 * another authorization server.
 */
async function call(operation: Operation, xml: string, server: string | undefined): Promise<string> {
  const reply = server
    ? await postJson<{ status: number; body: string }>('/api/menu-proxy', { url: server, operation, xml })
    : await postJson<{ status: number; body: string }>('/api/menu-call', {
        operation,
        xml,
        language: i18next.language,
      });
  if (reply.status !== 200) throw new MenuCallError(reply.status, reply.body.trim() || `HTTP ${reply.status}`);
  return reply.body;
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
