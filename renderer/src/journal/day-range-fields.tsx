import { useTranslation } from 'react-i18next';
import { TextField } from '@tillbridge/web-kit';

export interface DayRangeFieldsProps {
  /** The days as the date fields hold them (YYYY-MM-DD, or empty). */
  readonly from: string;
  readonly to: string;
  readonly onFrom: (day: string) => void;
  readonly onTo: (day: string) => void;
}

/** The journal's From and To date fields, each bounding the other so the range cannot be reversed. */
export function DayRangeFields({ from, to, onFrom, onTo }: DayRangeFieldsProps) {
  const { t } = useTranslation('journal');
  return (
    <>
      <TextField
        label={t('from')}
        type="date"
        value={from}
        onChange={(event) => onFrom(event.target.value)}
        max={to || undefined}
      />
      <TextField
        label={t('to')}
        type="date"
        value={to}
        onChange={(event) => onTo(event.target.value)}
        min={from || undefined}
      />
    </>
  );
}
