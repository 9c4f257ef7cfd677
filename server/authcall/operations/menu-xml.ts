import type { XmlContent } from '../xml/authcall-xml.js';
import type { MenuNode } from '../../menu/menu-config.js';

/** One `MENUITEM`: `caption`, then `operationId`, `parameter`, `purposeToLock`, `userRight` when set; sub-items; DIALOGINFO. */
function menuItem(node: MenuNode): XmlContent {
  const item: XmlContent = {
    '@_caption': node.caption,
    '@_operationId': node.operationId,
    '@_parameter': node.parameter,
    '@_purposeToLock': node.purposeToLock,
    '@_userRight': node.userRight,
    MENUITEM: node.items?.map(menuItem),
    DIALOGINFO: node.dialog ? { '@_dialogType': node.dialog.type, '@_caption': node.dialog.caption } : undefined,
  };
  for (const key of Object.keys(item)) if (item[key] === undefined) delete item[key];
  return item;
}

/** The `MENU` element of `GetMenuListResponse`. */
export function menuXml(items: readonly MenuNode[]): XmlContent {
  return { MENUITEM: items.map(menuItem) };
}
