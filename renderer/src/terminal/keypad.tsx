import { useTranslation } from 'react-i18next';
import { Button } from '../ui';
import styles from './keypad.module.css';

const keys = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '+', '0'] as const;

export interface KeypadProps {
  /** A digit or `+` pressed, `back` for the last character, `clear` for all. */
  readonly onKey: (key: string | 'back' | 'clear') => void;
  readonly disabled?: boolean;
}

/**
 * Digits for a phone or a code on a touch screen. A press does not take the focus from the guest field (a card
 * reader keeps typing into it).
 */
export function Keypad({ onKey, disabled }: KeypadProps) {
  const { t } = useTranslation('terminal');
  const keep = (event: { preventDefault: () => void }) => event.preventDefault();
  return (
    <div className={styles.keypad} role="group" aria-label={t('keypad.label')}>
      {keys.map((key) => (
        <Button key={key} size="large" disabled={disabled} onPointerDown={keep} onClick={() => onKey(key)}>
          {key}
        </Button>
      ))}
      <Button
        size="large"
        disabled={disabled}
        onPointerDown={keep}
        onClick={() => onKey('back')}
        aria-label={t('keypad.backspace')}
      >
        ⌫
      </Button>
      <Button className={styles.clear} disabled={disabled} onPointerDown={keep} onClick={() => onKey('clear')}>
        {t('keypad.clear')}
      </Button>
    </div>
  );
}
