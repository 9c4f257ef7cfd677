import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/http-client';
import { Button, Card, EmptyState, Select, Spinner, TextField } from '@tillbridge/web-kit';
import { CheckPanel } from '../prompt/check-panel';
import { GuestCard } from './guest-card';
import type { EnrolAnswer, GuestView } from '../../../shared/api/guests';
import { typedPhone } from '../enrol/enrol-api';
import { EnrolDialog } from '../enrol/enrol-dialog';
import { lookupGuest, type LookupBy } from './guests-api';
import tones from '@tillbridge/web-kit/tones.module.css';
import styles from './guests-page.module.css';
import { apiErrorMessage } from '../api/api-error-message';
import { apiErrorCodes } from '../../../shared/api/api-errors';

type Result =
  | { guest: GuestView; outcome?: EnrolAnswer['outcome'] }
  | { error: string; notMember?: string }
  | { searching: true }
  | undefined;

/**
 * The manager's guest lookup: by phone or card, live from the loyalty service or from the bridge's mirror; below, the
 * FarCards check the guest is on at any station, when there is one. A phone that is not a member is offered
 * enrolment; the guest enrolled shows as found.
 */
export function GuestsPage() {
  const { t } = useTranslation('guests');
  const [by, setBy] = useState<LookupBy>('phone');
  const [value, setValue] = useState('');
  const [result, setResult] = useState<Result>();
  const [enrolling, setEnrolling] = useState<string>();
  const { t: te } = useTranslation('enrol');
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (!value.trim()) return;
    setResult({ searching: true });
    try {
      setResult({ guest: await lookupGuest(by, value.trim()) });
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (status !== 404) return setResult({ error: t('failed', { reason: apiErrorMessage(error) }) });
      const notMember = by === 'phone' && error instanceof ApiError && error.code === apiErrorCodes.guestNotFound;
      setResult({ error: t('notFound'), ...(notMember ? { notMember: typedPhone(value) } : {}) });
    }
  };
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t('title')}</h1>
      <Card title={t('title')}>
        <form className={styles.form} onSubmit={(event) => void submit(event)} role="search">
          <Select
            label={t('by')}
            value={by}
            onChange={(event) => setBy(event.target.value as LookupBy)}
            options={[
              { value: 'phone', label: t('phone') },
              { value: 'card', label: t('cardNumber') },
            ]}
          />
          <TextField
            label={by === 'phone' ? t('phone') : t('cardNumber')}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            inputMode={by === 'phone' ? 'tel' : 'numeric'}
            placeholder={by === 'phone' ? '+7 999 123-45-67' : '5536 9100 0000 0000'}
            autoComplete="off"
          />
          <Button type="submit" variant="primary" disabled={!value.trim()}>
            {t('find')}
          </Button>
        </form>
      </Card>
      {result === undefined && <EmptyState title={t('start')}>{t('startHint')}</EmptyState>}
      {result && 'searching' in result && <Spinner label={t('searching')} />}
      {result && 'error' in result && (
        <div className={styles.notFound}>
          <p className={styles.error} role="alert">
            {result.error}
          </p>
          {result.notMember && (
            <Button variant="primary" onClick={() => setEnrolling(result.notMember)}>
              {te('offerButton')}
            </Button>
          )}
        </div>
      )}
      {result && 'guest' in result && result.outcome && (
        <p className={`${styles.note} ${tones.ok}`} role="status">
          {te(result.outcome, { name: result.guest.name ?? result.guest.phone })}
        </p>
      )}
      {result && 'guest' in result && <GuestCard guest={result.guest} />}
      {result && 'guest' in result && <CheckPanel of={{ phone: result.guest.phone }} folded={false} />}
      {enrolling !== undefined && (
        <EnrolDialog
          phone={enrolling}
          onClose={() => setEnrolling(undefined)}
          onEnrolled={(answer) => {
            setEnrolling(undefined);
            setResult({ guest: answer.guest, outcome: answer.outcome });
          }}
        />
      )}
    </div>
  );
}
