import { useId, type TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';
import styles from './field.module.css';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> {
  readonly label: string;
  readonly hint: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
}

/** A labelled text area (several lines) with its hint tied to it by aria-describedby; `className` sizes the area. */
export function TextArea({ label, hint, value, onChange, ...rest }: TextAreaProps) {
  const id = useId();
  return (
    <FieldFrame controlId={id} label={label} hint={hint}>
      <textarea
        id={id}
        {...rest}
        className={`${styles.textarea} ${rest.className ?? ''}`}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}
