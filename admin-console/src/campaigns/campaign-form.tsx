import { useTranslation } from 'react-i18next';
import { Select, TextField } from '@tillbridge/web-kit';
import type { CampaignFields } from './campaign-fields';
import styles from './campaigns.module.css';

interface Props {
  readonly fields: CampaignFields;
  readonly onChange: (fields: CampaignFields) => void;
  /** The first field that is not right yet (marked only once something was typed in it or it is not empty). */
  readonly wrongField: keyof CampaignFields | undefined;
}

/** The campaign's fields: name and text, kind, period, what it gives and to which orders. */
export function CampaignForm({ fields, onChange, wrongField }: Props) {
  const { t } = useTranslation('campaigns');
  const set = (change: Partial<CampaignFields>) => onChange({ ...fields, ...change });
  const error = (field: keyof CampaignFields) =>
    wrongField === field && fields[field] !== '' ? t(`invalid.${field}`) : undefined;
  const text = (field: keyof CampaignFields, extra: { hint?: string; type?: string; inputMode?: 'decimal' } = {}) => (
    <TextField
      label={t(`fields.${field}`)}
      value={fields[field]}
      error={error(field)}
      onChange={(event) => set({ [field]: event.target.value } as Partial<CampaignFields>)}
      {...extra}
    />
  );
  /** A field chosen from `values`, each named by its own words (`type.stamp`, `discountKind.percent`…). */
  const choice = <F extends 'type' | 'discountKind'>(field: F, values: readonly CampaignFields[F][]) => (
    <Select
      label={t(`fields.${field}`)}
      value={fields[field]}
      options={values.map((value) => ({ value, label: t(`${field}.${value}`) }))}
      onChange={(event) => set({ [field]: event.target.value } as Partial<CampaignFields>)}
    />
  );
  return (
    <div className={styles.form}>
      <div className={styles.wide}>{text('name')}</div>
      <div className={styles.wide}>{text('description')}</div>
      {choice('type', ['nonBought', 'stamp'])}
      {text('promocode', { hint: t('hints.promocode') })}
      {text('startsOn', { type: 'date' })}
      {text('endsOn', { type: 'date', hint: t('hints.endsOn') })}
      {fields.type === 'nonBought' ? (
        <>
          {choice('discountKind', ['percent', 'amount', 'none'])}
          {fields.discountKind !== 'none' &&
            text('discount', { inputMode: 'decimal', hint: t(`hints.discount.${fields.discountKind}`) })}
        </>
      ) : (
        <>
          {text('stampsPerGift', { inputMode: 'decimal', hint: t('hints.stampsPerGift') })}
          {text('giftProductCode')}
          {text('giftName')}
        </>
      )}
      {text('productCodes', { hint: t('hints.productCodes') })}
      {text('minOrderSum', { inputMode: 'decimal', hint: t('hints.minOrderSum') })}
    </div>
  );
}
