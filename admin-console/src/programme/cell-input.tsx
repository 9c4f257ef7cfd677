import { useId, type InputHTMLAttributes } from 'react';
import field from '@tillbridge/web-kit/field.module.css';
import styles from './programme.module.css';

interface CellInputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The input's name for screen readers; the column head says it to everyone else. */
  readonly label: string;
  readonly error?: string | undefined;
}

/** An input in a table cell: named by `aria-label` (the column head is its visible label), its error below it. */
export function CellInput({ label, error, ...rest }: CellInputProps) {
  const errorId = useId();
  return (
    <div className={field.field}>
      <input
        className={`${field.input} ${styles.cell}`}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      />
      {error && (
        <p id={errorId} className={field.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
