import type { InputHTMLAttributes, Ref } from 'react';
import { describedBy, FieldFrame, useControlId, type FieldText } from './field-frame';
import styles from './field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'>, FieldText {
  readonly size?: 'normal' | 'large';
  readonly ref?: Ref<HTMLInputElement>;
}

/** A labelled input; the error is announced and tied to the input with aria-describedby. */
export function TextField({ label, error, hint, size = 'normal', className, id, ref, ...rest }: TextFieldProps) {
  const inputId = useControlId(id);
  return (
    <FieldFrame controlId={inputId} label={label} hint={hint} error={error} className={className}>
      <input
        ref={ref}
        id={inputId}
        className={`${styles.input} ${size === 'large' ? styles.inputLarge : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        {...rest}
      />
    </FieldFrame>
  );
}
