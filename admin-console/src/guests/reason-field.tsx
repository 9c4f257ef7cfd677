import { useId } from 'react';
import field from '@tillbridge/web-kit/field.module.css';
import styles from './guests.module.css';

/** A required reason, written to the audit log with the change. */
export function ReasonField(props: {
  readonly label: string;
  readonly hint: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={field.field}>
      <label className={field.label} htmlFor={id}>
        {props.label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        value={props.value}
        required
        maxLength={500}
        aria-describedby={`${id}-hint`}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className={field.hint}>
        {props.hint}
      </p>
    </div>
  );
}
