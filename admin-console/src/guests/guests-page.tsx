import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Select, TextField } from '@tillbridge/web-kit';
import type { GuestDetail } from '../../../shared/api/admin-console';
import { guests as guestsApi } from '../api/console-api';
import { ConsoleApiError } from '../api/console-client';
import { refusalMessage } from '../api/refusal-message';
import { Notice } from '../app/notice';
import { useProgramme } from '../app/programme-route';
import { GuestView } from './guest-view';
import page from '../app/page.module.css';

type FindBy = 'phone' | 'card';

/** Finds a guest by phone or card and shows everything about them, with what an administrator may change. */
export function GuestsPage() {
  const { t } = useTranslation('guests');
  const programme = useProgramme();
  const [by, setBy] = useState<FindBy>('phone');
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [guest, setGuest] = useState<GuestDetail | undefined>();
  const [error, setError] = useState<string | undefined>();
  const find = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    guestsApi
      .find(programme, by, value.trim())
      .then(setGuest)
      .catch((reason: unknown) => {
        setGuest(undefined);
        setError(
          reason instanceof ConsoleApiError && reason.status === 404 ? t(`notFound.${by}`) : refusalMessage(reason),
        );
      })
      .finally(() => setBusy(false));
  };
  // Its fields are written like reports/reports-page.tsx's and renderer/src/setup/first-run-dialog.tsx's: web-kit
  // fields, each with its own words and choices.
  return (
    <div className={page.page}>
      <Card title={t('find')}>
        <form className={page.form} onSubmit={find} role="search">
          <Select
            className={page.fixed}
            label={t('by')}
            value={by}
            options={[
              { value: 'phone', label: t('byPhone') },
              { value: 'card', label: t('byCard') },
            ]}
            onChange={(event) => setBy(event.target.value as FindBy)}
          />
          <TextField
            className={page.grow}
            label={by === 'phone' ? t('phone') : t('card')}
            inputMode={by === 'phone' ? 'tel' : 'numeric'}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
          <Button type="submit" variant="primary" disabled={busy || !value.trim()}>
            {t('findButton')}
          </Button>
        </form>
        {error && <Notice tone="error">{error}</Notice>}
      </Card>
      {guest && <GuestView key={guest.id} programme={programme} guest={guest} onChange={setGuest} />}
    </div>
  );
}
