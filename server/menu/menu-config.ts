import { z } from 'zod';
import { bracedGuid, menuActionNames, menuActions, type DialogType, type MenuActionName } from './menu-actions.js';

const guid = z.string().regex(bracedGuid, 'must be a GUID in braces, e.g. {6D3A2F10-8B4C-4E1D-9A57-1C0E5B7D2001}');
const text = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);

/** One item of the venue's menu file: a group (`items`) or an operation (`action`), never both. */
export interface MenuItemConfig {
  caption: string;
  action?: MenuActionName | undefined;
  items?: MenuItemConfig[] | undefined;
  parameter?: string | undefined;
  purposeToLock?: string | undefined;
  userRight?: string | undefined;
  /** Replaces the action's fixed operation id (a venue that needs its own GUIDs). */
  operationId?: string | undefined;
  /** Replaces the action's default dialog caption. */
  dialogCaption?: string | undefined;
}

export const menuItemSchema: z.ZodType<MenuItemConfig> = z.lazy(() =>
  z
    .object({
      caption: text(100),
      action: z.enum(menuActionNames, { error: `must be one of ${menuActionNames.join(', ')}` }).optional(),
      items: z.array(menuItemSchema).min(1, 'a group needs at least one item').optional(),
      parameter: z.string().max(200, 'must be at most 200 characters').optional(),
      purposeToLock: guid.optional(),
      userRight: guid.optional(),
      operationId: guid.optional(),
      dialogCaption: text(100).optional(),
    })
    .strict()
    .refine((item) => (item.action === undefined) !== (item.items === undefined), {
      message: 'needs either "action" (an operation) or "items" (a group), not both',
    }),
);

export const menuConfigSchema = z.object({ items: z.array(menuItemSchema).min(1, 'the menu needs items') }).strict();
export type MenuConfig = z.infer<typeof menuConfigSchema>;

/** A menu item ready to serve: its resolved operation id and dialog. */
export interface MenuNode {
  readonly caption: string;
  readonly action?: MenuActionName;
  readonly operationId?: string;
  readonly parameter?: string;
  readonly purposeToLock?: string;
  readonly userRight?: string;
  readonly dialog?: { readonly type: DialogType; readonly caption: string };
  readonly items?: readonly MenuNode[];
}

/** Resolves the items of a validated config: fixed operation ids and dialogs of their actions. */
export function resolveMenu(config: MenuConfig): MenuNode[] {
  const resolve = (item: MenuItemConfig): MenuNode => {
    if (item.items) return { caption: item.caption, items: item.items.map(resolve), ...optional(item) };
    const action: MenuActionName = item.action!;
    const known = menuActions[action] as { operationId: string; dialog?: { type: DialogType; caption: string } };
    return {
      caption: item.caption,
      action,
      operationId: item.operationId ?? known.operationId,
      ...optional(item),
      ...(known.dialog
        ? { dialog: { type: known.dialog.type, caption: item.dialogCaption ?? known.dialog.caption } }
        : {}),
    };
  };
  return config.items.map(resolve);
}

function optional(item: MenuItemConfig): Pick<MenuNode, 'parameter' | 'purposeToLock' | 'userRight'> {
  return {
    ...(item.parameter !== undefined ? { parameter: item.parameter } : {}),
    ...(item.purposeToLock ? { purposeToLock: item.purposeToLock } : {}),
    ...(item.userRight ? { userRight: item.userRight } : {}),
  };
}

/** Every operation item, depth first. */
export function operationItems(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => (node.items ? operationItems(node.items) : [node]));
}

/** Two items with one operation id must run the same action (the station sends only the id back). */
export function conflictingOperationId(nodes: readonly MenuNode[]): string | undefined {
  const seen = new Map<string, MenuActionName | undefined>();
  for (const node of operationItems(nodes)) {
    const id = node.operationId!.toUpperCase();
    if (seen.has(id) && seen.get(id) !== node.action)
      return `operation id ${node.operationId} is used by "${node.caption}" for another action`;
    seen.set(id, node.action);
  }
  return undefined;
}
