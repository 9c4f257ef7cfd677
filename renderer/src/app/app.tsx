import { StatusBar } from '../status/status-bar';
import { useBridgeStatus } from '../status/use-bridge-status';
import { IdleScreen } from './idle-screen';
import styles from './app.module.css';

/** The window: header, the current screen, the status bar. */
export function App() {
  const status = useBridgeStatus();
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <h1 className={styles.brand}>Tillbridge</h1>
      </header>
      <main className={styles.main}>
        <IdleScreen state={status} />
      </main>
      <StatusBar state={status} />
    </div>
  );
}
