import type { ReactNode } from 'react';
import { LanguageSwitch } from '@tillbridge/web-kit';
import { setLanguage } from '../i18n/i18n';
import styles from './page-frame.module.css';

/** The page's column: the network's name and the language switch on top, the screen, and the tab bar at the bottom. */
export function PageFrame({
  title,
  status,
  children,
  nav,
}: {
  readonly title?: string;
  /** Shown beside the title (the offline mark). */
  readonly status?: ReactNode;
  readonly children: ReactNode;
  readonly nav?: ReactNode;
}) {
  return (
    <div className={styles.frame}>
      <header className={styles.top}>
        <span className={styles.brand}>{title}</span>
        {status}
        <LanguageSwitch choose={setLanguage} codesOnly />
      </header>
      <main className={styles.main}>{children}</main>
      {nav}
    </div>
  );
}
