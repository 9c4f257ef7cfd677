import { useTranslation } from 'react-i18next';
import { Button } from '@tillbridge/web-kit';
import styles from './keypad.module.css';

export interface KeypadProps {
  /** A digit or `+` pressed, `back` for the last character, `clear` for all. */
  readonly onKey: (key: string | 'back' | 'clear') => void;
  readonly disabled?: boolean;
}

/**
 * Digits for a phone or a code on a touch screen, four rows of four (1 2 3 ⌫ / 4 5 6 + / 7 8 9 Clear / a wide 0), so
 * the keypad is no taller than the form beside it. A press does not take the focus from the guest field (a card reader
 * keeps typing into it).
 */
export function Keypad({ onKey, disabled }: KeypadProps) {
  const { t } = useTranslation('prompt');
  const keep = (event: { preventDefault: () => void }) => event.preventDefault();
  const key = (value: string, label: string = value, className?: string) => (
    <Button
      key={value}
      className={className}
      disabled={disabled}
      onPointerDown={keep}
      onClick={() => onKey(value)}
      aria-label={label === value ? undefined : label}
    >
      {value === 'back' ? '⌫' : value === 'clear' ? 'C' : value}
    </Button>
  );
  return (
    <div className={styles.keypad} role="group" aria-label={t('keypad.label')}>
      {['1', '2', '3'].map((digit) => key(digit))}
      {key('back', t('keypad.backspace'))}
      {['4', '5', '6', '+'].map((digit) => key(digit))}
      {['7', '8', '9'].map((digit) => key(digit))}
      {key('clear', t('keypad.clear'))}
      {key('0', '0', styles.wide)}
    </div>
  );
}
