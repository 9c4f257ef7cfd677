import { HttpError } from '../../http/http-error.js';
import { loadMenu, MenuConfigError, type LoadedMenu } from '../../menu/load-menu.js';
import { menuXml } from '../../menu/menu-xml.js';
import type { AuthcallContext, OperationSpec } from '../operation-handler.js';

/** The server's version of GetMenuList and ExecMenuItem (PRODUCT.md section 4). */
export const menuVersion = 2;

/** The venue's menu; a broken menu file is a 500 whose text names the file, the item and the field. */
export function currentMenu(ctx: AuthcallContext): LoadedMenu {
  try {
    return loadMenu(ctx.dataDir, ctx.settings.menuFile);
  } catch (error) {
    if (error instanceof MenuConfigError) {
      ctx.logger.error({ err: error.message }, 'menu file refused');
      throw new HttpError(500, `menu configuration error: ${error.message}`);
    }
    throw error;
  }
}

/** getmenulist: the `MENU` tree from the venue's menu file in the data folder, or the default menu. */
export const getMenuListOperation: OperationSpec = {
  name: 'getmenulist',
  requestRoot: 'GetMenuList',
  handler(_request, ctx) {
    const menu = currentMenu(ctx);
    return Promise.resolve({
      root: 'GetMenuListResponse',
      version: menuVersion,
      content: { MENU: menuXml(menu.items) },
    });
  },
};
