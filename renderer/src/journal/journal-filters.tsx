import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DayRangeFields, TextField } from '@tillbridge/web-kit';
import type { JournalStations } from '../../../shared/api/journal';
import { paymentOutcomes, type PaymentOutcome } from '../../../shared/api/payment-ending';
import { outcomeKey, useStationLabel } from '../i18n/payment-words';
import { FilterSelect } from './filter-select';
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
  readonly outcome: string;
  readonly q: string;
}

export const emptyForm: FilterForm = {
  from: '',
  to: '',
  station: '',
  card: '',
  amountFrom: '',
  amountTo: '',
  outcome: '',
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
    outcome: (form.outcome || undefined) as PaymentOutcome | undefined,
    q: searchable(form.q) ? form.q.trim() : undefined,
  };
}

/** The name of an outcome in the filter: a running state's or an ending's word in the one vocabulary. */
export const outcomeLabelKey = (outcome: PaymentOutcome): string =>
  outcome === 'awaiting_guest' || outcome === 'authorizing'
    ? outcomeKey({ state: outcome })
    : outcomeKey({ state: 'cancelled', ending: outcome });

/** How many filters besides the search are set (the folded bar's button says so). */
const setBesidesSearch = (form: FilterForm): number =>
  Object.entries(form).filter(([key, value]) => key !== 'q' && value.trim() !== '').length;

export interface JournalFiltersProps {
  readonly form: FilterForm;
  readonly onChange: (form: FilterForm) => void;
}

/**
 * The journal's filter bar: the text search, then dates, station, how it ended, card and amount range. On a small
 * window (under 1000 px wide or 50rem high) all but the search fold behind a toggle, so the list keeps its room.
 */
export function JournalFiltersBar({ form, onChange }: JournalFiltersProps) {
  const { t } = useTranslation('journal');
  const stationLabel = useStationLabel();
  const [open, setOpen] = useState(false);
  const setCount = setBesidesSearch(form);
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
  /** One end of the amount range, said wrong under the field when it is not an amount. */
  const amountField = (key: 'amountFrom' | 'amountTo') => (
    <TextField
      label={t(key)}
      value={form[key]}
      onChange={set(key)}
      inputMode="decimal"
      error={form[key].trim() && parseTypedMinor(form[key]) === undefined ? t('notAmount') : undefined}
    />
  );
  const q = form.q.trim();
  return (
    <form
      className={`${styles.filters} ${open ? styles.open : ''}`}
      aria-label={t('filters')}
      role="search"
      onSubmit={(e) => e.preventDefault()}
    >
      <TextField
        label={t('search')}
        type="search"
        value={form.q}
        onChange={set('q')}
        placeholder={t('searchHint')}
        hint={q && !searchable(q) ? t('searchTooShort') : undefined}
        autoComplete="off"
      />
      <div className={styles.toggle}>
        <Button
          variant="ghost"
          aria-expanded={open}
          aria-controls="journal-more-filters"
          onClick={() => setOpen(!open)}
        >
          {setCount > 0 ? t('moreFiltersSet', { count: setCount }) : t('moreFilters')}
        </Button>
      </div>
      <div className={styles.more} id="journal-more-filters">
        <DayRangeFields
          labels={{ from: t('from'), to: t('to') }}
          from={form.from}
          to={form.to}
          onFrom={(from) => onChange({ ...form, from })}
          onTo={(to) => onChange({ ...form, to })}
        />
        <FilterSelect
          label={t('station')}
          value={form.station}
          onChange={set('station')}
          anyLabel={t('allStations')}
          options={stations.map((s) => ({ value: s.station, label: stationLabel(s) }))}
        />
        <FilterSelect
          label={t('state')}
          value={form.outcome}
          onChange={set('outcome')}
          anyLabel={t('allStates')}
          options={paymentOutcomes.map((outcome) => ({ value: outcome, label: t(outcomeLabelKey(outcome)) }))}
        />
        <TextField label={t('card')} value={form.card} onChange={set('card')} inputMode="numeric" autoComplete="off" />
        {amountField('amountFrom')}
        {amountField('amountTo')}
        <div className={styles.clear}>
          <Button
            variant="ghost"
            onClick={() => onChange(emptyForm)}
            disabled={JSON.stringify(form) === JSON.stringify(emptyForm)}
          >
            {t('clear')}
          </Button>
        </div>
      </div>
    </form>
  );
}
