import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { describedBy, FieldFrame } from './field-frame';
import styles from './field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  readonly label: string;
  readonly error?: string | undefined;
  readonly hint?: string | undefined;
  readonly size?: 'normal' | 'large';
  readonly ref?: Ref<HTMLInputElement>;
}

/** A labelled input; the error is announced and tied to the input with aria-describedby. */
export function TextField({ label, error, hint, size = 'normal', className, id, ref, ...rest }: TextFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
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
