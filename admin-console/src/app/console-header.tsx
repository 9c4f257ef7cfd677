import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@tillbridge/web-kit';
import bar from '@tillbridge/web-kit/app-header.module.css';
import styles from './console-header.module.css';

/** The console's accent bar, signed in or not: "Tillbridge Console", then what the page puts in it. */
export function ConsoleHeader({ className, children }: { readonly className: string; readonly children: ReactNode }) {
  const { t } = useTranslation('app');
  return (
    <header className={`${bar.header} ${className}`}>
      <p className={`${bar.brand} ${styles.brand}`}>
        Tillbridge <span className={styles.product}>{t('product')}</span>
      </p>
      {children}
    </header>
  );
}

/** The whole page while the session is being asked for. */
export function SessionLoading() {
  const { t } = useTranslation('app');
  return (
    <div className={styles.centre}>
      <Spinner label={t('loading')} />
    </div>
  );
}
