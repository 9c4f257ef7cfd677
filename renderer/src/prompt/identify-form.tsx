import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuestView } from '../../../shared/api/guests';
import type { ConfirmGuestMode, PaymentView } from '../../../shared/api/payment-prompt';
import { declinePayment, identifyPayment } from '../api/terminal-api';
import { formatMoney, Button, TextField } from '@tillbridge/web-kit';
import { usePaymentMessage } from '../i18n/payment-message';
import { findGuestToConfirm, guestToConfirm } from './confirm-guest';
import { GuestConfirmation } from './guest-confirmation';
import { fieldHint, readIdentity } from './identify-input';
import { Keypad } from './keypad';
import { TipPicker, type TipChoice, tipMinorOf } from './tip-picker';
import edged from '@tillbridge/web-kit/edged.module.css';
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
  /** When a try shows the guest before paying (setting `prompt.confirmGuest`). */
  readonly confirmGuest: ConfirmGuestMode;
  /** A swipe or code typed while no field had the focus (`seq` tells two alike apart): tried as if typed here. */
  readonly entry?: { readonly text: string; readonly seq: number } | undefined;
  /** An entry that came while a try was running and that this payment, no longer waiting, cannot take. */
  readonly onLeftOver?: (text: string) => void;
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
  confirmGuest,
  entry,
  onLeftOver,
}: IdentifyFormProps) {
  const { t, i18n } = useTranslation('prompt');
  const [input, setInput] = useState('');
  const [tip, setTip] = useState<TipChoice>({ kind: 'none' });
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  /** A try is running (the state's twin, read where a render has not caught up yet) and what came meanwhile. */
  const running = useRef(false);
  const queued = useRef<string | undefined>(undefined);
  /** The guest a typed entry found, shown until a second Enter pays, Escape or a change of the entry or tip. */
  const [confirming, setConfirming] = useState<{ readonly input: string; readonly guest: GuestView }>();
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
    setConfirming(undefined);
  };
  const chooseTip = (next: TipChoice): void => {
    setTip(next);
    setConfirming(undefined);
  };
  const press = (key: string): void => {
    if (key === 'back') type(input.slice(0, -1));
    else if (key === 'clear') type('');
    else type(input + key);
    field.current?.focus();
  };
  /**
   * Pays with what was entered, or first shows the guest it names (nothing is charged until the second try). An entry
   * that comes while a try runs is kept, not dropped: tried next while this payment still waits, else handed back.
   */
  const attempt = async (text: string): Promise<void> => {
    if (running.current) {
      queued.current = text;
      return;
    }
    /** The field shows what is tried (an entry routed from outside it too). */
    setInput(text);
    const identity = readIdentity(text);
    if (!identity) return setError(t('errors.empty'));
    if (tipMinor === undefined) return setError(t('errors.tip'));
    const toConfirm = confirming?.input === text ? undefined : guestToConfirm(confirmGuest, text);
    running.current = true;
    setBusy(true);
    setError(undefined);
    let stillWaiting = true;
    try {
      const guest = toConfirm && (await findGuestToConfirm(toConfirm));
      if (guest) {
        setConfirming({ input: text, guest });
      } else {
        setConfirming(undefined);
        const result = await identifyPayment(payment.id, identity, tipMinor);
        onResult(result);
        const notMember = result.state === 'awaiting_guest' && result.display?.key === 'notFoundTryAgain';
        onNotMember?.(notMember && 'phone' in identity ? identity.phone : undefined);
        stillWaiting = result.state === 'awaiting_guest';
        /** Still waiting (a wrong try): the field is ready for the next swipe. */
        if (stillWaiting) setInput('');
      }
    } catch (reason) {
      setError(apiErrorMessage(reason));
    }
    running.current = false;
    setBusy(false);
    const next = queued.current;
    queued.current = undefined;
    if (next === undefined) return;
    if (stillWaiting) void attempt(next);
    else onLeftOver?.(next);
  };
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    void attempt(input);
  };
  /** Escape drops the guest shown: back to the field, nothing charged. */
  const escape = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || !confirming) return;
    event.preventDefault();
    setConfirming(undefined);
    field.current?.focus();
  };
  /** An entry routed here from outside the field is typed in and tried once the form is on screen, as Enter would. */
  useEffect(() => {
    if (!entry) return;
    const handOver = setTimeout(() => void attempt(entry.text), 0);
    return () => clearTimeout(handOver);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new entry (its seq) is tried, once
  }, [entry?.seq]);
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
    <form className={styles.form} onSubmit={submit} onKeyDown={escape} noValidate>
      <div className={styles.entry}>
        {confirming && (
          <GuestConfirmation guest={confirming.guest} totalMinor={payment.amountMinor + (tipMinor ?? 0)} />
        )}
        {lastTry && !confirming && (
          <p className={`${edged.edged} ${edged.danger} ${styles.tryAgain}`} role="alert" data-testid="try-again">
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
        {tipsOn && <TipPicker amountMinor={payment.amountMinor} value={tip} onChange={chooseTip} disabled={busy} />}
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
