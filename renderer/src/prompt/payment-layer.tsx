import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrompt } from './prompt-events';
import { entryTarget, layerPayments, promptPayment } from './prompt-state';
import { useDialogsAside } from './dialogs-aside';
import { useStrayInput } from './stray-input';
import { CheckPanel } from './check-panel';
import { PaymentPrompt } from './payment-prompt';
import { PaymentQueue } from './payment-queue';
import styles from './payment-layer.module.css';

/**
 * Lays the payment prompt over whatever page is open (`children`), the moment a payment waits: the layer covers the page
 * area, so nothing underneath moves, and the page is inert meanwhile (no Tab stops behind the prompt). Above the prompt,
 * every payment of every station on the layer (waiting, or its result still shown); under a waiting payment, the FarCards
 * check its station is on, when there is one. The layer goes when no payment is left. Nothing typed is lost meanwhile:
 * other dialogs step aside, and a swipe or code typed where no field takes it goes to the payment shown if it waits,
 * else to the oldest one waiting (while another's result is shown). One that came while the shown payment's try ran,
 * which then paid it, goes to the next payment waiting, or is shown as refused when none waits.
 */
export function PaymentLayer({ children }: { readonly children: ReactNode }) {
  const { state, dispatch } = usePrompt();
  const [now, setNow] = useState(() => Date.now());
  const payment = promptPayment(state, now);
  const visible = payment !== undefined;
  const layer = useRef<HTMLDivElement>(null);
  const { t } = useTranslation('prompt');
  /** The last entry routed to a waiting payment from outside its field. */
  const [entry, setEntry] = useState<{ readonly id: string; readonly text: string; readonly seq: number }>();
  const entries = useRef(0);
  /** An entry no payment could take: said, not dropped silently. */
  const [refused, setRefused] = useState(false);
  const waiting = layerPayments(state, now).filter((listed) => listed.state === 'awaiting_guest');
  useDialogsAside(visible, layer, now);
  /** Hands an entry to the payment shown if it waits, else to the oldest one waiting; `except` no longer waits. */
  const route = (text: string, except?: string): void => {
    const target = entryTarget(payment, waiting, except);
    setRefused(!target);
    if (!target) return;
    dispatch({ type: 'select', id: target.id });
    entries.current += 1;
    setEntry({ id: target.id, text, seq: entries.current });
  };
  useStrayInput(waiting.length > 0, (text) => route(text));
  useEffect(() => {
    if (!visible) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [visible]);
  return (
    <>
      <div inert={visible}>{children}</div>
      {payment && (
        <div className={styles.layer} ref={layer}>
          {refused && (
            <p className={styles.refused} role="alert" data-testid="entry-refused">
              {t('entryRefused')}
            </p>
          )}
          <PaymentQueue
            payments={layerPayments(state, now)}
            shownId={payment.id}
            now={now}
            onSelect={(id) => dispatch({ type: 'select', id })}
          />
          <PaymentPrompt
            key={payment.id}
            payment={payment}
            now={now}
            tips={state.tips}
            phoneOnly={state.lookup === 'phone'}
            confirmGuest={state.confirmGuest}
            entry={entry?.id === payment.id ? entry : undefined}
            onLeftOver={(text) => route(text, payment.id)}
            finishedAt={state.finishedAt[payment.id]}
            onResult={(result) => dispatch({ type: 'payment', payment: result, now: Date.now() })}
            onDismiss={() => dispatch({ type: 'dismiss', id: payment.id })}
          />
          {payment.state === 'awaiting_guest' && (
            <CheckPanel key={payment.station} of={{ station: payment.station }} className={styles.check} />
          )}
        </div>
      )}
    </>
  );
}
