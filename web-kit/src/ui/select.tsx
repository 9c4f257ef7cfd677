import { useId, type SelectHTMLAttributes } from 'react';
import { describedBy, FieldFrame } from './field-frame';
import styles from './field.module.css';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  readonly label: string;
  readonly options: readonly SelectOption[];
  readonly error?: string | undefined;
  readonly hint?: string | undefined;
}

export function Select({ label, options, error, hint, id, className, ...rest }: SelectProps) {
  const fallbackId = useId();
  const selectId = id ?? fallbackId;
  return (
    <FieldFrame controlId={selectId} label={label} hint={hint} error={error} className={className}>
      <select
        id={selectId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, hint, error)}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
