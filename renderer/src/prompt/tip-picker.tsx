import { useTranslation } from 'react-i18next';
import { formatMoney, Button, TextField } from '@tillbridge/web-kit';
import { tipFromPercent } from './identify-input';
import styles from './tip-picker.module.css';
import { parseTypedMinor } from '../../../shared/money';

export type TipChoice =
  | { readonly kind: 'none' }
  | { readonly kind: 'percent'; readonly percent: number }
  | { readonly kind: 'custom'; readonly text: string };

export const tipPresets = [5, 10, 15] as const;

/** The tip in hundredths; undefined when a custom amount is not a valid amount. */
export function tipMinorOf(choice: TipChoice, amountMinor: number): number | undefined {
  if (choice.kind === 'none') return 0;
  if (choice.kind === 'percent') return tipFromPercent(amountMinor, choice.percent);
  return choice.text.trim() === '' ? 0 : parseTypedMinor(choice.text);
}

export interface TipPickerProps {
  readonly amountMinor: number;
  readonly value: TipChoice;
  readonly onChange: (choice: TipChoice) => void;
  readonly disabled?: boolean;
}

/** None, 5, 10, 15 % (each showing its amount) and a custom amount. */
export function TipPicker({ amountMinor, value, onChange, disabled }: TipPickerProps) {
  const { t, i18n } = useTranslation('prompt');
  const customInvalid = value.kind === 'custom' && tipMinorOf(value, amountMinor) === undefined;
  return (
    <fieldset className={styles.tips} disabled={disabled}>
      <legend className={styles.legend}>{t('tip.label')}</legend>
      <div className={styles.options}>
        <Button size="large" pressed={value.kind === 'none'} onClick={() => onChange({ kind: 'none' })}>
          {t('tip.none')}
        </Button>
        {tipPresets.map((percent) => (
          <Button
            key={percent}
            size="large"
            pressed={value.kind === 'percent' && value.percent === percent}
            onClick={() => onChange({ kind: 'percent', percent })}
            aria-label={t('tip.percentLabel', {
              percent,
              amount: formatMoney(tipFromPercent(amountMinor, percent), i18n.language),
            })}
          >
            <span className={styles.preset}>
              <span>{percent}%</span>
              <small>{formatMoney(tipFromPercent(amountMinor, percent), i18n.language)}</small>
            </span>
          </Button>
        ))}
        <Button
          size="large"
          pressed={value.kind === 'custom'}
          onClick={() => onChange({ kind: 'custom', text: value.kind === 'custom' ? value.text : '' })}
        >
          {t('tip.custom')}
        </Button>
      </div>
      <div className={styles.customRow}>
        {value.kind === 'custom' && (
          <TextField
            label={t('tip.customAmount')}
            inputMode="decimal"
            autoFocus
            value={value.text}
            onChange={(event) => onChange({ kind: 'custom', text: event.target.value })}
            error={customInvalid ? t('errors.tip') : undefined}
          />
        )}
      </div>
    </fieldset>
  );
}
