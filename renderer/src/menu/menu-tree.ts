import type { MenuNode } from './menu-types';

/** Where the cashier is in the menu: the indexes of the groups opened from the top. */
export type MenuPath = readonly number[];

/** The groups along the path (for breadcrumbs); stops at the first index that no longer exists. */
export function groupsAlong(items: readonly MenuNode[], path: MenuPath): MenuNode[] {
  const groups: MenuNode[] = [];
  let level = items;
  for (const index of path) {
    const node = level[index];
    if (!node || node.items.length === 0) break;
    groups.push(node);
    level = node.items;
  }
  return groups;
}

/** The items shown at the path (the top level for an empty path). */
export function itemsAt(items: readonly MenuNode[], path: MenuPath): readonly MenuNode[] {
  const groups = groupsAlong(items, path);
  return groups.length === 0 ? items : groups[groups.length - 1]!.items;
}

/** The valid part of a path (after the menu was reloaded and changed). */
export function validPath(items: readonly MenuNode[], path: MenuPath): MenuPath {
  return path.slice(0, groupsAlong(items, path).length);
}

export const isGroup = (node: MenuNode): boolean => node.operationId === undefined;

export type Access = 'allowed' | 'locked';

/**
 * An operation whose `userRight` is not among the rights granted to this till (setting `menuRights`) is locked: shown
 * with a lock, not run. A group is locked when every operation under it is.
 */
export function accessOf(node: MenuNode, granted: ReadonlySet<string>): Access {
  if (isGroup(node)) {
    if (node.items.length === 0) return 'allowed';
    return node.items.some((child) => accessOf(child, granted) === 'allowed') ? 'allowed' : 'locked';
  }
  if (node.userRight === undefined) return 'allowed';
  return granted.has(node.userRight.toUpperCase()) ? 'allowed' : 'locked';
}

/** Rights compare without regard to case (GUIDs). */
export function grantedRights(rights: readonly string[] | undefined): ReadonlySet<string> {
  return new Set((rights ?? []).map((right) => right.toUpperCase()));
}

/** The next focus index for a key in a list of `count` items (arrows, Home, End); undefined for other keys. */
export function nextIndex(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
