import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Td, TextField } from '@tillbridge/web-kit';
import type { GuestDetail } from '../../../shared/api/admin-console';
import { guests as guestsApi } from '../api/console-api';
import { refusalMessage } from '../api/refusal-message';
import { Notice } from '../app/notice';
import { GuestListCard, type GuestPartProps } from './guest-part';
import styles from './guests.module.css';

/** The guest's cards, each blockable (a lost card), and a new plastic card. */
export function GuestCards({ programme, guest, onChange }: GuestPartProps) {
  const { t } = useTranslation('guests');
  const [number, setNumber] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const act = (call: Promise<GuestDetail>, after?: () => void) => {
    setBusy(true);
    setError(undefined);
    call
      .then((changed) => {
        onChange(changed);
        after?.();
      })
      .catch((reason: unknown) => setError(refusalMessage(reason)))
      .finally(() => setBusy(false));
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    act(guestsApi.addCard(programme, guest.id, number.trim()), () => setNumber(''));
  };
  return (
    <GuestListCard
      part="cards"
      items={guest.cards}
      row={(card) => (
        <tr key={card.number}>
          <Td>
            <code>{card.number}</code>
            {card.isVirtual && <> {t('cards.virtual')}</>}
          </Td>
          <Td>
            {card.blockedAt ? (
              <Badge tone="danger">{t('cards.blocked')}</Badge>
            ) : (
              <Badge tone="ok">{t('cards.active')}</Badge>
            )}
          </Td>
          <Td numeric>
            <Button
              variant="ghost"
              disabled={busy}
              onClick={() => act(guestsApi.blockCard(programme, guest.id, card.number, !card.blockedAt))}
            >
              {card.blockedAt ? t('cards.unblock') : t('cards.block')}
            </Button>
          </Td>
        </tr>
      )}
    >
      <form className={styles.row} onSubmit={add}>
        <TextField
          label={t('cards.number')}
          inputMode="numeric"
          value={number}
          onChange={(event) => setNumber(event.target.value)}
        />
        <Button type="submit" disabled={busy || !number.trim()}>
          {t('cards.add')}
        </Button>
      </form>
      {error && <Notice tone="error">{error}</Notice>}
    </GuestListCard>
  );
}
