import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@tillbridge/web-kit';
import { accessOf, isGroup, nextIndex } from './menu-tree';
import type { MenuNode } from './menu-types';
import stacked from '@tillbridge/web-kit/stacked-list.module.css';
import styles from './menu-list.module.css';

export interface MenuListProps {
  readonly items: readonly MenuNode[];
  readonly granted: ReadonlySet<string>;
  /** The index to focus when the level opens (the group we came back from), else the first item. */
  readonly focusIndex: number;
  readonly onOpen: (index: number) => void;
  readonly onBack: (() => void) | undefined;
}

/**
 * One level of the menu as large buttons. Up/Down/Home/End move, Enter or Right opens, Left, Backspace or Escape go
 * back. Locked items stay visible with a lock and cannot be run.
 */
export function MenuList({ items, granted, focusIndex, onOpen, onBack }: MenuListProps) {
  const { t } = useTranslation('menu');
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    list.current?.querySelectorAll<HTMLButtonElement>('button')[focusIndex]?.focus();
  }, [items, focusIndex]);
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>): void => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = nextIndex(event.key, Math.max(current, 0), buttons.length);
    if (next !== undefined) {
      event.preventDefault();
      buttons[next]?.focus();
    } else if (event.key === 'ArrowRight' && current >= 0) {
      event.preventDefault();
      buttons[current]?.click();
    } else if ((event.key === 'ArrowLeft' || event.key === 'Backspace' || event.key === 'Escape') && onBack) {
      event.preventDefault();
      onBack();
    }
  };
  return (
    <ul ref={list} className={`${stacked.list} ${stacked.small}`} onKeyDown={onKeyDown} aria-label={t('items')}>
      {items.map((node, index) => {
        const locked = accessOf(node, granted) === 'locked';
        const group = isGroup(node);
        return (
          <li key={`${index}-${node.caption}`}>
            <button
              type="button"
              className={styles.item}
              aria-disabled={locked || undefined}
              title={locked ? t('lockedHint', { right: node.userRight ?? '' }) : undefined}
              onClick={() => {
                if (!locked) onOpen(index);
              }}
            >
              <span className={styles.caption}>{node.caption}</span>
              <span className={styles.meta}>
                {locked && <Badge tone="warn">{t('locked')}</Badge>}
                {!group && node.dialog && <Badge tone="neutral">{t(`dialogTypes.${node.dialog.type}`)}</Badge>}
                {group ? (
                  <span className={styles.chevron} aria-label={t('groupOf', { count: node.items.length })}>
                    ›
                  </span>
                ) : null}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
