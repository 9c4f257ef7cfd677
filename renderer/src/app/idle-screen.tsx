import type { StatusState } from '../status/use-bridge-status';
import styles from './idle-screen.module.css';

/** What the till shows between payments: that it is ready, and where the station driver must point. */
export function IdleScreen({ state }: { readonly state: StatusState }) {
  const driverUrl = `${window.location.origin}/authcall.xml/`;
  return (
    <section className={styles.idle} aria-labelledby="idle-title">
      <h2 id="idle-title" className={styles.title}>
        {state.kind === 'online' ? 'Ready for payments' : state.kind === 'loading' ? 'Starting…' : 'Not connected'}
      </h2>
      <p className={styles.lead}>When the till asks for a loyalty payment, it appears here.</p>
      <dl className={styles.facts}>
        <dt>Station driver address</dt>
        <dd>
          <code>{driverUrl}</code>
        </dd>
        {state.kind === 'online' && (
          <>
            <dt>Loyalty service</dt>
            <dd>{state.status.loyalty.mode === 'embedded' ? 'Embedded (this till)' : state.status.loyalty.url}</dd>
            <dt>Running since</dt>
            <dd>{new Date(state.status.startedAt).toLocaleString()}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
