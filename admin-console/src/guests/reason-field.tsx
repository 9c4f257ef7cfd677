import { TextArea } from '@tillbridge/web-kit';
import styles from './guests.module.css';

/** A required reason, written to the audit log with the change. */
export function ReasonField(props: {
  readonly label: string;
  readonly hint: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
}) {
  return <TextArea {...props} className={styles.reason} required maxLength={500} />;
}
