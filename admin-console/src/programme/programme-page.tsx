import { useTranslation } from 'react-i18next';
import { Card, Spinner, useLoaded } from '@tillbridge/web-kit';
import { programme as programmeApi } from '../api/console-api';
import { Notice } from '../app/notice';
import { useProgramme } from '../app/programme-route';
import { refusalMessage } from '../api/refusal-message';
import { ProgrammeForm } from './programme-form';
import page from '../app/page.module.css';

/** The programme's rules: its name, how much of an order bonuses may pay, and the ranks with their cashback. */
export function ProgrammePage() {
  const { t } = useTranslation('programme');
  const id = useProgramme();
  const loaded = useLoaded(id, (signal) => programmeApi.get(id, signal), refusalMessage);
  return (
    <div className={page.page}>
      {loaded.error && <Notice tone="error">{loaded.error}</Notice>}
      {!loaded.data && !loaded.error && (
        <Card title={t('title')}>
          <Spinner label={t('loading')} />
        </Card>
      )}
      {loaded.data && <ProgrammeForm key={id} programme={id} value={loaded.data} onSaved={loaded.replace} />}
    </div>
  );
}
