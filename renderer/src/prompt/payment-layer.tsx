import { useEffect, useState, type ReactNode } from 'react';
import { usePrompt } from './prompt-events';
import { layerPayments, promptPayment } from './prompt-state';
import { CheckPanel } from './check-panel';
import { PaymentPrompt } from './payment-prompt';
import { PaymentQueue } from './payment-queue';
import styles from './payment-layer.module.css';

/**
 * Lays the payment prompt over whatever page is open (`children`), the moment a payment waits: the layer covers the page
 * area, so nothing underneath moves, and the page is inert meanwhile (no Tab stops behind the prompt). Above the prompt,
 * every payment of every station on the layer (waiting, or its result still shown); under a waiting payment, the FarCards
 * check its station is on, when there is one. The layer goes when no payment is left.
 */
export function PaymentLayer({ children }: { readonly children: ReactNode }) {
  const { state, dispatch } = usePrompt();
  const [now, setNow] = useState(() => Date.now());
  const payment = promptPayment(state, now);
  const visible = payment !== undefined;
  useEffect(() => {
    if (!visible) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [visible]);
  return (
    <>
      <div inert={visible}>{children}</div>
      {payment && (
        <div className={styles.layer}>
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
