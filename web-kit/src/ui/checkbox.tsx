import type { InputHTMLAttributes } from 'react';
import { useControlId } from './field-frame';
import styles from './field.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  readonly label: string;
  readonly hint?: string | undefined;
}

export function Checkbox({ label, hint, id, ...rest }: CheckboxProps) {
  const inputId = useControlId(id);
  return (
    <div className={styles.field}>
      <label className={styles.check} htmlFor={inputId}>
        <input id={inputId} type="checkbox" className={styles.checkbox} {...rest} />
        <span>{label}</span>
      </label>
      {hint && <p className={styles.hint}>{hint}</p>}
    </div>
  );
}
