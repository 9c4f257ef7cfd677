import { HttpError } from '../../errors/http-error.js';
import { loadMenu, MenuConfigError, type LoadedMenu } from '../../menu/load-menu.js';
import { menuXml } from './menu-xml.js';
import type { AuthcallContext, OperationReply, OperationSpec } from '../operation-handler.js';
import { buildXml } from '../xml/authcall-xml.js';

/** The server's version of GetMenuList and ExecMenuItem (docs/protocol.md, "Transport", `version`). */
export const menuVersion = 2;

/** How stale the menu may be: a changed menu file is served within this (docs/protocol.md, "Menu"). */
export const menuRecheckMs = 1000;

/**
 * The venue's menu (the default one in `language`, the window's when it asks, else the bridge's); a broken menu file is
 * a 500 whose text names the file, the item and the field.
 */
export function currentMenu(ctx: AuthcallContext, language = ctx.settings.language): LoadedMenu {
  try {
    return loadMenu(ctx.dataDir, ctx.settings.menuFile, menuRecheckMs, language);
  } catch (error) {
    if (error instanceof MenuConfigError) {
      ctx.logger.error({ err: error.message }, 'menu file refused');
      throw new HttpError(500, `menu configuration error: ${error.message}`);
    }
    throw error;
  }
}

/** The reply per loaded menu: the same menu (loadMenu keeps it until its file changes) answers the same bytes. */
const replies = new WeakMap<LoadedMenu['items'], OperationReply>();

/** getmenulist: the `MENU` tree from the venue's menu file in the data folder, or the default menu. */
export const getMenuListOperation: OperationSpec = {
  name: 'getmenulist',
  requestRoot: 'GetMenuList',
  handler(request, ctx) {
    const { items } = currentMenu(ctx, request.language);
    let reply = replies.get(items);
    if (!reply) {
      const content = { MENU: menuXml(items) };
      const document = Buffer.from(buildXml('GetMenuListResponse', menuVersion, content));
      reply = { root: 'GetMenuListResponse', version: menuVersion, content, document };
      replies.set(items, reply);
    }
    return Promise.resolve(reply);
  },
};
