import type { SelectHTMLAttributes } from 'react';
import { describedBy, FieldFrame, useControlId, type FieldText } from './field-frame';
import styles from './field.module.css';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement>, FieldText {
  readonly options: readonly SelectOption[];
}

export function Select({ label, options, error, hint, id, className, ...rest }: SelectProps) {
  const selectId = useControlId(id);
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
