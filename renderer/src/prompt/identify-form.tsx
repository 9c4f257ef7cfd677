import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentView } from '../../../shared/api/payment-prompt';
import { declinePayment, identifyPayment } from '../api/terminal-api';
import { formatMoney, Button, TextField } from '@tillbridge/web-kit';
import { usePaymentMessage } from '../i18n/payment-message';
import { fieldHint, readIdentity } from './identify-input';
import { Keypad } from './keypad';
import { TipPicker, type TipChoice, tipMinorOf } from './tip-picker';
import styles from './identify-form.module.css';
import { apiErrorMessage } from '../api/api-error-message';

export interface IdentifyFormProps {
  readonly payment: PaymentView;
  readonly tipsOn: boolean;
  /** The loyalty service finds guests by phone only: the field asks for the phone and says why. */
  readonly phoneOnly: boolean;
  readonly onResult: (payment: PaymentView) => void;
  /** After each try: the phone when it is not a member (the window offers to enrol the guest), else undefined. */
  readonly onNotMember?: (phone: string | undefined) => void;
  /** The last try's words no longer hold (the guest it did not find was enrolled since): not shown. */
  readonly lastTryOutdated?: boolean;
  /** A change of it gives the field the focus again (after a dialog over the prompt closed). */
  readonly focusAgain?: number;
}

/**
 * One field for a card swipe, a phone or the one-time code (Enter submits, so a card reader's track and Enter pay with
 * no click), a keypad for touch, the tip when allowed, Pay and Decline. After a wrong try the payment still waits:
 * what was wrong shows above the field, which is empty and focused again. With a loyalty service that finds guests by
 * phone only, the field asks for the phone and its hint says so up front; a card or code typed anyway is sent, and
 * the bridge answers why it was not looked up.
 */
export function IdentifyForm({
  payment,
  tipsOn,
  phoneOnly,
  onResult,
  onNotMember,
  lastTryOutdated,
  focusAgain,
}: IdentifyFormProps) {
  const { t, i18n } = useTranslation('prompt');
  const [input, setInput] = useState('');
  const [tip, setTip] = useState<TipChoice>({ kind: 'none' });
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const message = usePaymentMessage(payment);
  const lastTry = lastTryOutdated ? null : message;
  const identity = readIdentity(input);
  const hint = fieldHint(identity, phoneOnly, lastTry !== null);
  const tipMinor = tipsOn ? tipMinorOf(tip, payment.amountMinor) : 0;
  /** The field keeps the focus across a try (read-only meanwhile), so the next swipe lands in it. */
  useEffect(() => {
    if (!busy) field.current?.focus();
  }, [busy, focusAgain]);

  const type = (next: string): void => {
    setInput(next);
    setError(undefined);
  };
  const press = (key: string): void => {
    if (key === 'back') type(input.slice(0, -1));
    else if (key === 'clear') type('');
    else type(input + key);
    field.current?.focus();
  };
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (busy) return;
    if (!identity) return setError(t('errors.empty'));
    if (tipMinor === undefined) return setError(t('errors.tip'));
    setBusy(true);
    setError(undefined);
    try {
      const result = await identifyPayment(payment.id, identity, tipMinor);
      onResult(result);
      const notMember = result.state === 'awaiting_guest' && result.display?.key === 'notFoundTryAgain';
      onNotMember?.(notMember && 'phone' in identity ? identity.phone : undefined);
      /** Still waiting (a wrong try): the field is ready for the next swipe. */
      if (result.state === 'awaiting_guest') setInput('');
    } catch (reason) {
      setError(apiErrorMessage(reason));
    }
    setBusy(false);
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
      <div className={styles.entry}>
        {lastTry && (
          <p className={styles.tryAgain} role="alert" data-testid="try-again">
            <strong>{t('tryAgain')}</strong> {lastTry}
          </p>
        )}
        <TextField
          ref={field}
          label={t(phoneOnly ? 'phoneField' : 'guestField')}
          size="large"
          autoFocus
          autoComplete="off"
          spellCheck={false}
          value={input}
          onChange={(event) => type(event.target.value)}
          error={error}
          hint={hint && t(hint.key, hint.kind ? { kind: t(`kind.${hint.kind}`) } : {})}
          readOnly={busy}
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
      </div>
      <Keypad onKey={press} disabled={busy} />
    </form>
  );
}
