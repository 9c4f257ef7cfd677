import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@tillbridge/web-kit';
import type { CreatedKey } from '../../../shared/api/admin-console';
import { Notice } from '../app/notice';
import styles from './keys.module.css';

/** The new key, shown this once (only its hash is kept), with a copy button. */
export function CreatedKeyDialog({ created, onClose }: { readonly created: CreatedKey; readonly onClose: () => void }) {
  const { t } = useTranslation('keys');
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'select' | undefined>();
  const copy = () => {
    const select = () => {
      field.current?.select();
      setCopied('select');
    };
    if (!navigator.clipboard) return select();
    navigator.clipboard.writeText(created.rawKey).then(() => setCopied('yes'), select);
  };
  return (
    <Dialog
      open
      title={t('createdTitle', { label: created.key.label })}
      onClose={onClose}
      footer={
        <Button variant="primary" onClick={onClose}>
          {t('createdDone')}
        </Button>
      }
    >
      <p>{t('createdOnce')}</p>
      <div className={styles.rawKey}>
        <input
          ref={field}
          className={styles.rawKeyField}
          readOnly
          value={created.rawKey}
          aria-label={t('rawKey')}
          data-testid="raw-key"
          onFocus={(event) => event.target.select()}
        />
        <Button onClick={copy}>{t('copy')}</Button>
      </div>
      {copied === 'yes' && <Notice tone="ok">{t('copied')}</Notice>}
      {copied === 'select' && <Notice tone="ok">{t('copySelect')}</Notice>}
    </Dialog>
  );
}
