import { useTranslation } from 'react-i18next';
import type { MenuNode } from './menu-types';
import styles from './menu-breadcrumbs.module.css';

/** "Menu › Reports › Shift": every part but the last goes back to that level. */
export function MenuBreadcrumbs({
  groups,
  onGo,
}: {
  readonly groups: readonly MenuNode[];
  readonly onGo: (depth: number) => void;
}) {
  const { t } = useTranslation('menu');
  const parts = [t('top'), ...groups.map((group) => group.caption)];
  return (
    <nav aria-label={t('breadcrumbs')}>
      <ol className={styles.crumbs}>
        {parts.map((part, depth) => (
          <li key={depth} className={styles.crumb}>
            {depth < parts.length - 1 ? (
              <button type="button" className={styles.link} onClick={() => onGo(depth)}>
                {part}
              </button>
            ) : (
              <span aria-current="location" className={styles.current}>
                {part}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
