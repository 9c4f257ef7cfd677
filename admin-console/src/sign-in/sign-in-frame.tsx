import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, LanguageSwitch } from '@tillbridge/web-kit';
import { setLanguage } from '../i18n/console-i18n';
import styles from './sign-in.module.css';

/** The pages before a session: the brand bar with the language switch, one card in the middle. */
export function SignInFrame({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const { t } = useTranslation('app');
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <p className={styles.brand}>
          Tillbridge <span className={styles.product}>{t('product')}</span>
        </p>
        <LanguageSwitch choose={setLanguage} />
      </header>
      <main className={styles.main}>
        <Card title={title} className={styles.card}>
          {children}
        </Card>
      </main>
    </div>
  );
}
