import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { maxStationName, type StationView } from '../../../shared/api/stations';
import { ApiError } from '../api/http-client';
import { Button, Card, EmptyState, TextField } from '@tillbridge/web-kit';
import { fetchStationList, saveStationName } from './stations-api';
import { useStationLabel } from '../i18n/payment-words';
import stacked from '@tillbridge/web-kit/stacked-list.module.css';
import valueStack from '@tillbridge/web-kit/value-stack.module.css';
import styles from './station-names.module.css';

/**
 * The settings' list of stations seen, each with its `cashguid` and POS code and a name field ("Bar 1"): the name is
 * what the prompt, the journal, the reports and the slips show (saved at once, no restart); unnamed, "Station N" in
 * the window's language.
 */
export function StationNames() {
  const { t } = useTranslation('stations');
  const [stations, setStations] = useState<readonly StationView[] | undefined>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetchStationList(controller.signal)
      .then(setStations)
      .catch(() => setFailed(true));
    return () => controller.abort();
  }, []);
  const saved = (station: StationView) =>
    setStations((list) => list?.map((s) => (s.station === station.station ? station : s)));
  return (
    <Card title={t('title')} titleLevel={2}>
      <p className={styles.lead}>{t('lead')}</p>
      {failed && <EmptyState title={t('unreachable')} />}
      {stations?.length === 0 && <EmptyState title={t('none')} />}
      <ul className={`${stacked.list} ${stacked.medium}`}>
        {stations?.map((station) => (
          <StationRow key={station.station} station={station} onSaved={saved} />
        ))}
      </ul>
    </Card>
  );
}

function StationRow({
  station,
  onSaved,
}: {
  readonly station: StationView;
  readonly onSaved: (s: StationView) => void;
}) {
  const { t } = useTranslation('stations');
  const labelOf = useStationLabel();
  const numbered = labelOf({ stationName: null, stationNumber: station.number });
  const [name, setName] = useState(station.name ?? '');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState(false);
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    try {
      onSaved(await saveStationName(station.station, name));
      setError(undefined);
      setDone(true);
    } catch (reason) {
      setError(reason instanceof ApiError ? reason.message : t('unreachable'));
    }
  };
  return (
    <li>
      <form
        className={styles.row}
        onSubmit={(event) => void submit(event)}
        aria-label={labelOf({ stationName: station.name, stationNumber: station.number })}
      >
        <div className={`${valueStack.stack} ${styles.ids}`}>
          <strong>{numbered}</strong>
          <code className={`${valueStack.sub} ${styles.guid}`}>{station.station}</code>
          {station.fullcode && <span>{t('code', { code: station.fullcode })}</span>}
        </div>
        <TextField
          label={t('name')}
          value={name}
          maxLength={maxStationName}
          placeholder={numbered}
          onChange={(event) => {
            setName(event.target.value);
            setDone(false);
          }}
          error={error}
          hint={done ? t('saved') : undefined}
        />
        <Button type="submit" variant="primary">
          {t('save')}
        </Button>
      </form>
    </li>
  );
}
