import { TextField, type TextFieldProps } from '@tillbridge/web-kit';

/** The manager PIN's input (digits, hidden, never remembered by the browser); the caller gives label, value, error. */
export function PinField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength'>) {
  return <TextField type="password" inputMode="numeric" autoComplete="off" maxLength={8} {...props} />;
}
