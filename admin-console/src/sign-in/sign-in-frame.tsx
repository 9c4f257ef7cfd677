import type { ReactNode } from 'react';
import { Card, LanguageSwitch } from '@tillbridge/web-kit';
import { ConsoleHeader } from '../app/console-header';
import { setLanguage } from '../i18n/console-i18n';
import styles from './sign-in.module.css';

/** The pages before a session: the brand bar with the language switch, one card in the middle (its title the page's heading). */
export function SignInFrame({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <ConsoleHeader className={styles.header}>
        <LanguageSwitch choose={setLanguage} />
      </ConsoleHeader>
      <main className={styles.main}>
        <Card title={title} titleLevel={1} className={styles.card}>
          {children}
        </Card>
      </main>
    </div>
  );
}
