import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import field from '@tillbridge/web-kit/field.module.css';
import styles from './keys.module.css';

/** The addresses a key may call from (IP or CIDR), one per line; empty: any address. */
export function AddressesField({
  value,
  onChange,
}: {
  readonly value: string;
  readonly onChange: (v: string) => void;
}) {
  const { t } = useTranslation('keys');
  const id = useId();
  return (
    <div className={field.field}>
      <label className={field.label} htmlFor={id}>
        {t('addresses')}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className={field.hint}>
        {t('addressesHint')}
      </p>
    </div>
  );
}
