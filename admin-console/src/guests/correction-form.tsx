import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, TextField, formatMoney } from '@tillbridge/web-kit';
import { guests as guestsApi } from '../api/console-api';
import { refusalMessage } from '../api/refusal-message';
import { Notice } from '../app/notice';
import { parseSignedMoneyToMinor } from '../app/number-input';
import { ReasonField } from './reason-field';
import type { GuestPartProps } from './guest-part';
import styles from './guests.module.css';

/** A manual bonus correction: an amount to add (or, negative, to take) and the reason, which is required. */
export function CorrectionForm({ programme, guest, onChange }: GuestPartProps) {
  const { t, i18n } = useTranslation('guests');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'ok' | 'error'; text: string } | undefined>();
  const amountMinor = parseSignedMoneyToMinor(amount);
  const amountError =
    amount.trim() && (amountMinor === undefined || amountMinor === 0) ? t('correction.badAmount') : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (amountMinor === undefined || amountMinor === 0 || !reason.trim()) return;
    setBusy(true);
    guestsApi
      .correct(programme, guest.id, amountMinor, reason.trim())
      .then((changed) => {
        onChange(changed);
        setAmount('');
        setReason('');
        setResult({
          tone: 'ok',
          text: t('correction.done', { balance: formatMoney(changed.balanceMinor, i18n.language) }),
        });
      })
      .catch((error: unknown) => setResult({ tone: 'error', text: refusalMessage(error) }))
      .finally(() => setBusy(false));
  };
  return (
    <Card title={t('correction.title')} titleLevel={3}>
      <form className={styles.form} onSubmit={submit} aria-label={t('correction.title')}>
        <TextField
          label={t('correction.amount')}
          hint={t('correction.amountHint')}
          inputMode="decimal"
          value={amount}
          error={amountError}
          onChange={(event) => setAmount(event.target.value)}
        />
        <ReasonField
          label={t('correction.reason')}
          hint={t('correction.reasonHint')}
          value={reason}
          onChange={setReason}
        />
        {result && <Notice tone={result.tone}>{result.text}</Notice>}
        <Button
          type="submit"
          variant="primary"
          disabled={busy || amountMinor === undefined || amountMinor === 0 || !reason.trim()}
        >
          {t('correction.submit')}
        </Button>
      </form>
    </Card>
  );
}
