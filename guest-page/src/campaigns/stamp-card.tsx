import { useTranslation } from 'react-i18next';
import styles from './campaigns-screen.module.css';

/** A stamp campaign's card: one mark per stamp toward the next gift, the collected ones filled. */
export function StampCard({ collected, perGift }: { readonly collected: number; readonly perGift: number }) {
  const { t } = useTranslation('campaigns');
  const marks = Array.from({ length: perGift }, (_, index) => index < collected);
  return (
    <div className={styles.stamps}>
      <ol className={styles.marks} aria-hidden="true">
        {marks.map((filled, index) => (
          <li key={index} className={filled ? styles.filled : styles.empty} />
        ))}
      </ol>
      <p data-testid="stamps">{t('stamps', { collected, perGift, left: perGift - collected })}</p>
    </div>
  );
}
