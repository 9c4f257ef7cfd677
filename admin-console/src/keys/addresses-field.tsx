import { useTranslation } from 'react-i18next';
import { TextArea } from '@tillbridge/web-kit';
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
  return (
    <TextArea
      label={t('addresses')}
      hint={t('addressesHint')}
      className={styles.addresses}
      value={value}
      onChange={onChange}
    />
  );
}
