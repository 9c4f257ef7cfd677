import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Select, TextField } from '@tillbridge/web-kit';
import type { JournalStations } from '../../../shared/api/journal';
import { paymentStates, type PaymentState } from '../../../shared/api/payment-state';
import { fetchStations, type JournalFilters } from './journal-api';
import styles from './journal-filters.module.css';
import { parseTypedMinor } from '../../../shared/money';

/** What the manager typed, as typed. */
export interface FilterForm {
  readonly from: string;
  readonly to: string;
  readonly station: string;
  readonly card: string;
  readonly amountFrom: string;
  readonly amountTo: string;
  readonly state: string;
  readonly q: string;
}

export const emptyForm: FilterForm = {
  from: '',
  to: '',
  station: '',
  card: '',
  amountFrom: '',
  amountTo: '',
  state: '',
  q: '',
};

/** The search as the server counts it: digit-like text by its digits. */
const searchLength = (q: string): number => (/^[\d\s+().-]+$/.test(q) ? q.replace(/\D/g, '').length : q.length);
const searchable = (q: string): boolean => searchLength(q.trim()) >= 3 || /^[0-9a-f-]{6,36}$/i.test(q.trim());

/** The filters to send: fields that are empty or not valid yet are left out (their message shows instead). */
export function filtersOf(form: FilterForm): JournalFilters {
  const amount = (text: string): number | undefined => (text.trim() ? parseTypedMinor(text) : undefined);
  return {
    from: form.from || undefined,
    to: form.to || undefined,
    station: form.station || undefined,
    card: form.card.trim() || undefined,
    amountFromMinor: amount(form.amountFrom),
    amountToMinor: amount(form.amountTo),
    state: (form.state || undefined) as PaymentState | undefined,
    q: searchable(form.q) ? form.q.trim() : undefined,
  };
}

export interface JournalFiltersProps {
  readonly form: FilterForm;
  readonly onChange: (form: FilterForm) => void;
}

/** The journal's filter bar: dates, station, card, amount range, state and the text search. */
export function JournalFiltersBar({ form, onChange }: JournalFiltersProps) {
  const { t } = useTranslation('journal');
  const [stations, setStations] = useState<JournalStations['stations']>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetchStations(controller.signal)
      .then(setStations)
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  const set = (key: keyof FilterForm) => (event: { target: { value: string } }) =>
    onChange({ ...form, [key]: event.target.value });
  const amountError = (text: string): string | undefined =>
    text.trim() && parseTypedMinor(text) === undefined ? t('notAmount') : undefined;
  const q = form.q.trim();
  return (
    <form className={styles.filters} aria-label={t('filters')} role="search" onSubmit={(e) => e.preventDefault()}>
      <TextField
        label={t('search')}
        type="search"
        value={form.q}
        onChange={set('q')}
        placeholder={t('searchHint')}
        hint={q && !searchable(q) ? t('searchTooShort') : undefined}
        autoComplete="off"
      />
      <TextField label={t('from')} type="date" value={form.from} onChange={set('from')} max={form.to || undefined} />
      <TextField label={t('to')} type="date" value={form.to} onChange={set('to')} min={form.from || undefined} />
      <Select
        label={t('station')}
        value={form.station}
        onChange={set('station')}
        options={[
          { value: '', label: t('allStations') },
          ...stations.map((s) => ({ value: s.station, label: s.label })),
        ]}
      />
      <Select
        label={t('state')}
        value={form.state}
        onChange={set('state')}
        options={[
          { value: '', label: t('allStates') },
          ...paymentStates.map((s) => ({ value: s, label: t(`states.${s}`) })),
        ]}
      />
      <TextField label={t('card')} value={form.card} onChange={set('card')} inputMode="numeric" autoComplete="off" />
      <TextField
        label={t('amountFrom')}
        value={form.amountFrom}
        onChange={set('amountFrom')}
        inputMode="decimal"
        error={amountError(form.amountFrom)}
      />
      <TextField
        label={t('amountTo')}
        value={form.amountTo}
        onChange={set('amountTo')}
        inputMode="decimal"
        error={amountError(form.amountTo)}
      />
      <div className={styles.clear}>
        <Button
          variant="ghost"
          onClick={() => onChange(emptyForm)}
          disabled={JSON.stringify(form) === JSON.stringify(emptyForm)}
        >
          {t('clear')}
        </Button>
      </div>
    </form>
  );
}
