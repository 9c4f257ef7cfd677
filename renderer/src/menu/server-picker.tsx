import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@tillbridge/web-kit';
import { useManagerLock } from '../app/manager-lock';
import styles from './server-picker.module.css';

export interface ServerPickerProps {
  readonly server: string | undefined;
  readonly onChange: (server: string | undefined) => void;
}

const isHttpUrl = (text: string): boolean => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol);

/**
 * Which authorization server's menu to run: this bridge (empty) or another one by URL (through the bridge's proxy),
 * which is the manager's: a locked window shows a lock and asks for the PIN first.
 */
export function ServerPicker({ server, onChange }: ServerPickerProps) {
  const { t } = useTranslation('menu');
  const [text, setText] = useState(server ?? '');
  const [error, setError] = useState<string | undefined>();
  const manager = useManagerLock();
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const url = text.trim();
    if (url !== '' && !isHttpUrl(url)) return setError(t('errors.url'));
    setError(undefined);
    if (url !== '' && manager.locked) return manager.askPin();
    onChange(url === '' ? undefined : url);
  };
  return (
    <form className={styles.picker} onSubmit={submit} noValidate>
      <TextField
        className={styles.field}
        label={manager.locked ? `🔒 ${t('server')}` : t('server')}
        placeholder={t('thisBridge')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error}
        inputMode="url"
      />
      <Button type="submit">{t('loadMenu')}</Button>
      {server && (
        <Button
          variant="ghost"
          onClick={() => {
            setText('');
            onChange(undefined);
          }}
        >
          {t('useThisBridge')}
        </Button>
      )}
    </form>
  );
}
