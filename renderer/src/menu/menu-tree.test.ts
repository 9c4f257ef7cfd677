import { describe, expect, it } from 'vitest';
import { accessOf, grantedRights, groupsAlong, itemsAt, nextIndex, validPath } from './menu-tree';
import type { MenuNode } from './menu-types';

const op = (caption: string, userRight?: string): MenuNode => ({
  caption,
  operationId: `{${caption}}`,
  ...(userRight ? { userRight } : {}),
  items: [],
});
const group = (caption: string, items: MenuNode[]): MenuNode => ({ caption, items });
const right = '{AAAAAAAA-0000-0000-0000-000000000001}';
const tree = [group('A', [group('B', [group('C', [op('D'), op('E', right)])])]), op('F', right)];

describe('menu tree', () => {
  it('walks four levels and keeps the breadcrumbs', () => {
    expect(groupsAlong(tree, [0, 0, 0]).map((g) => g.caption)).toEqual(['A', 'B', 'C']);
    expect(itemsAt(tree, [0, 0, 0]).map((n) => n.caption)).toEqual(['D', 'E']);
    expect(itemsAt(tree, []).map((n) => n.caption)).toEqual(['A', 'F']);
  });
  it('cuts a path that no longer exists (menu reloaded)', () => {
    expect(validPath(tree, [0, 5, 1])).toEqual([0]);
    expect(validPath(tree, [1])).toEqual([]);
  });
  it('locks items whose right is not granted; a group with nothing runnable is locked', () => {
    const none = grantedRights([]);
    expect(accessOf(tree[1]!, none)).toBe('locked');
    expect(accessOf(tree[0]!, none)).toBe('allowed');
    expect(accessOf(group('G', [op('X', right)]), none)).toBe('locked');
    expect(accessOf(tree[1]!, grantedRights([right.toLowerCase()]))).toBe('allowed');
  });
  it('moves focus with arrows, Home and End, wrapping around', () => {
    expect(nextIndex('ArrowDown', 2, 3)).toBe(0);
    expect(nextIndex('ArrowUp', 0, 3)).toBe(2);
    expect(nextIndex('Home', 2, 3)).toBe(0);
    expect(nextIndex('End', 0, 3)).toBe(2);
    expect(nextIndex('Enter', 0, 3)).toBeUndefined();
    expect(nextIndex('ArrowDown', 0, 0)).toBeUndefined();
  });
});
