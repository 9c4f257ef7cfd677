import { TextField } from '@tillbridge/web-kit';

interface Props {
  readonly label: string;
  /** What the browser's password manager fills in: the e-mail (`username`) or a password. */
  readonly autoComplete: 'username' | 'current-password' | 'new-password';
  readonly value: string;
  readonly onValue: (value: string) => void;
  readonly required?: boolean;
  readonly error?: string | undefined;
}

/** An e-mail or password field of the sign-in pages, typed as the password manager expects it. */
export function CredentialField({ label, autoComplete, value, onValue, required, error }: Props) {
  return (
    <TextField
      label={label}
      type={autoComplete === 'username' ? 'email' : 'password'}
      autoComplete={autoComplete}
      value={value}
      required={required}
      error={error}
      onChange={(event) => onValue(event.target.value)}
    />
  );
}
