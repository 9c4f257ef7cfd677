import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BonusList } from './bonus-list';
import { OrderList } from './order-list';
import styles from './history-screen.module.css';
import screen from '../wallet/screen.module.css';

type Part = 'bonuses' | 'orders';

/** The guest's bonus history and orders, one at a time. */
export function HistoryScreen() {
  const { t } = useTranslation('history');
  const [part, setPart] = useState<Part>('bonuses');
  return (
    <>
      <h1 className={screen.heading}>{t('title')}</h1>
      <div className={styles.switch} role="group" aria-label={t('title')}>
        {(['bonuses', 'orders'] as const).map((name) => (
          <button
            key={name}
            type="button"
            className={styles.option}
            aria-pressed={part === name}
            onClick={() => setPart(name)}
          >
            {t(name)}
          </button>
        ))}
      </div>
      {part === 'bonuses' ? <BonusList /> : <OrderList />}
    </>
  );
}
