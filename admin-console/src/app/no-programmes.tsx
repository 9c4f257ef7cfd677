import { useTranslation } from 'react-i18next';
import { Button, Card } from '@tillbridge/web-kit';
import { useSession } from './session';
import styles from './console-header.module.css';

/** An administrator with no programme to see (their network was removed): say so and offer sign-out. */
export function NoProgrammes() {
  const { t } = useTranslation('app');
  const { signOut } = useSession();
  return (
    <div className={styles.centre}>
      <Card title={t('noProgrammes.title')} titleLevel={1} className={styles.narrow}>
        <p>{t('noProgrammes.text')}</p>
        <Button onClick={() => void signOut()}>{t('signOut')}</Button>
      </Card>
    </div>
  );
}
