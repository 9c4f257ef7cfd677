import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentView } from '../../../shared/api/terminal';
import { declinePayment, identifyPayment } from '../api/terminal-api';
import { formatMoney } from '../i18n/format';
import { Button, TextField } from '../ui';
import { identityKind, readIdentity } from './identify-input';
import { TipPicker, type TipChoice, tipMinorOf } from './tip-picker';
import styles from './identify-form.module.css';
import { apiErrorMessage } from '../api/api-error-message';

export interface IdentifyFormProps {
  readonly payment: PaymentView;
  readonly tipsOn: boolean;
  readonly onResult: (payment: PaymentView) => void;
}

/** One field for a card swipe, a phone or the one-time code (Enter submits), the tip when allowed, Pay and Decline. */
export function IdentifyForm({ payment, tipsOn, onResult }: IdentifyFormProps) {
  const { t, i18n } = useTranslation('terminal');
  const [input, setInput] = useState('');
  const [tip, setTip] = useState<TipChoice>({ kind: 'none' });
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const identity = readIdentity(input);
  const tipMinor = tipsOn ? tipMinorOf(tip, payment.amountMinor) : 0;

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (busy) return;
    if (!identity) return setError(t('errors.empty'));
    if (tipMinor === undefined) return setError(t('errors.tip'));
    setBusy(true);
    setError(undefined);
    try {
      onResult(await identifyPayment(payment.id, identity, tipMinor));
    } catch (reason) {
      setError(apiErrorMessage(reason));
      setBusy(false);
    }
  };
  const decline = async (): Promise<void> => {
    setBusy(true);
    try {
      onResult(await declinePayment(payment.id));
    } catch (reason) {
      setError(apiErrorMessage(reason));
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('guestField')}
        size="large"
        autoFocus
        autoComplete="off"
        spellCheck={false}
        value={input}
        onChange={(event) => {
          setInput(event.target.value);
          setError(undefined);
        }}
        error={error}
        hint={identity ? t(`kind.${identityKind(identity)}`) : t('guestHint')}
        disabled={busy}
      />
      {tipsOn && <TipPicker amountMinor={payment.amountMinor} value={tip} onChange={setTip} disabled={busy} />}
      {tipsOn && tipMinor !== undefined && tipMinor > 0 && (
        <p className={styles.total}>
          {t('total', { total: formatMoney(payment.amountMinor + tipMinor, i18n.language) })}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" size="large" disabled={busy}>
          {t('pay')}
        </Button>
        <Button variant="danger" size="large" disabled={busy} onClick={() => void decline()}>
          {t('decline')}
        </Button>
      </div>
    </form>
  );
}
