import type { StatusState } from './use-bridge-status';
import styles from './status-bar.module.css';

/** One line at the bottom of the window: is the bridge up, which loyalty service it uses, its version. */
export function StatusBar({ state }: { readonly state: StatusState }) {
  if (state.kind === 'loading') {
    return (
      <footer className={styles.bar} role="status">
        <span className={styles.dotUnknown} aria-hidden="true" /> Connecting to the bridge…
      </footer>
    );
  }
  if (state.kind === 'offline') {
    return (
      <footer className={styles.bar} role="status">
        <span className={styles.dotDown} aria-hidden="true" /> Bridge unreachable: {state.reason}
      </footer>
    );
  }
  const { status } = state;
  const loyalty =
    status.loyalty.mode === 'embedded' ? 'embedded loyalty service' : `loyalty service at ${status.loyalty.url ?? '?'}`;
  return (
    <footer className={styles.bar} role="status">
      <span className={styles.dotUp} aria-hidden="true" /> Bridge online · {loyalty} · v{status.version} ·{' '}
      {status.shell}
    </footer>
  );
}
